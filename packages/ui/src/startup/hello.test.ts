import { describe, expect, it } from 'vitest';
import { buildHello } from '@dental/domain/testing';
import { ApiClient } from '../api/api-client';
import { fakeApi, json } from '../testing/fake-api';
import { fetchHello } from './hello';

const hello = buildHello();

describe('fetchHello (spec §7 and §9)', () => {
  it('asks with the portal as mixpanel_project and unwraps data', async () => {
    const api = fakeApi({ 'shared.hello': () => json(200, { data: hello }) });
    await expect(fetchHello(new ApiClient(api.impl), 'admin')).resolves.toEqual(hello);
    expect(api.impl.mock.calls[0]?.[0]).toBe('/api/hello/?mixpanel_project=admin');
  });

  it('is retried once', async () => {
    let calls = 0;
    const api = fakeApi({ 'shared.hello': () => (++calls === 1 ? json(503, {}) : json(200, { data: hello })) });
    await expect(fetchHello(new ApiClient(api.impl), 'member')).resolves.toEqual(hello);
    expect(calls).toBe(2);
  });

  it('fails after the retry fails', async () => {
    const api = fakeApi({ 'shared.hello': () => new TypeError('Failed to fetch') });
    await expect(fetchHello(new ApiClient(api.impl), 'member')).rejects.toThrow(
      'The product is unavailable, try again later',
    );
    expect(api.calls).toHaveLength(2);
  });
});
