import { describe, expect, it } from 'vitest';
import { buildBenefit } from '@dental/domain/testing';
import { ApiClient } from '../api/api-client';
import { allowConsoleError } from './console-guard';
import { fakeApi, forId, json } from './fake-api';

describe('fakeApi (issue 14 item 6)', () => {
  it('answers a call by its contract name and records it with its method and path', async () => {
    const benefit = buildBenefit();
    const api = fakeApi({ 'member.benefit': () => json(200, { data: benefit }) });
    await expect(new ApiClient(api.impl).call('member.benefit')).resolves.toEqual({ data: benefit });
    expect(api.calls).toEqual([
      { name: 'member.benefit', method: 'GET', path: '/api/member/v4/benefit/', body: undefined },
    ]);
  });

  it("gives the handler the call's body, path parameters and query", async () => {
    let seen: unknown;
    const api = fakeApi({
      'member.inOfficePlan': ({ params, query }) => {
        seen = { params, location: query.get('location_id') };
        return json(404, { errors: 'Not found.' });
      },
      'member.updateFamilyMember': ({ body, params }) => {
        seen = { body, params };
        return json(400, { errors: 'Invalid' });
      },
    });
    const client = new ApiClient(api.impl);
    await expect(
      client.call('member.inOfficePlan', {
        params: { id: '3' },
        query: { location_id: '12' },
        skipNotFoundRedirect: true,
      }),
    ).rejects.toThrow('Not found.');
    expect(seen).toEqual({ params: { id: '3' }, location: '12' });
    await expect(
      client.call('member.updateFamilyMember', { params: { id: '4' }, body: { first_name: 'Luke' } }),
    ).rejects.toThrow('Invalid');
    expect(seen).toEqual({ body: { first_name: 'Luke' }, params: { id: '4' } });
  });

  it("refuses a 2xx answer that breaks the entry's response schema", async () => {
    allowConsoleError(/breaks the contract's member.benefit response/);
    const api = fakeApi({ 'member.benefit': () => json(200, { data: { plan_name: 'Missing everything else' } }) });
    await expect(api.impl('/api/member/v4/benefit/', { method: 'GET' })).rejects.toThrow(
      "breaks the contract's member.benefit response",
    );
  });

  it('fails a call the test did not answer, and a path that is no call of the contract', async () => {
    allowConsoleError(/^fakeApi: /);
    const api = fakeApi({});
    await expect(api.impl('/api/member/v4/benefit/', { method: 'GET' })).rejects.toThrow(
      'fakeApi: no handler for member.benefit (GET /api/member/v4/benefit/)',
    );
    await expect(api.impl('/api/member/v4/benefit/', { method: 'DELETE' })).rejects.toThrow(
      'is no call of the contract',
    );
  });

  it('forId answers one record only', async () => {
    allowConsoleError(/the test answers id 7, the call asked for id 8/);
    const api = fakeApi({ 'member.markNotificationRead': forId(7, () => json(404, { errors: 'Not found.' })) });
    const client = new ApiClient(api.impl);
    await expect(
      client.call('member.markNotificationRead', { params: { id: '7' }, skipNotFoundRedirect: true }),
    ).rejects.toThrow('Not found.');
    await expect(api.impl('/api/member/v4/benefit/notifications/8/read/', { method: 'POST' })).rejects.toThrow(
      'the call asked for id 8',
    );
  });
});
