// issue 14 item 1: `call` makes a contract entry's request, and its types come from the entry. The
// `@ts-expect-error` lines are checked by `tsc -b`: if the typing of calls loosens, each unused directive
// is a type error and the build fails.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type {
  CallBody,
  CallParams,
  CallParsedParams,
  CallResponse,
  PayoffBalanceResponse,
  PlanPurchase,
} from '@dental/domain';
import { ApiClient } from './api-client';

type Sent = { url: string; method: string | undefined; body: RequestInit['body']; headers: Record<string, string> };

/** A fetch stand-in answering every request with `answer`; records what was sent. */
function recordingClient(answer: unknown = { data: {} }) {
  const sent: Sent[] = [];
  const impl = vi.fn((url: string, init: RequestInit) => {
    sent.push({ url, method: init.method, body: init.body, headers: init.headers as Record<string, string> });
    return Promise.resolve(
      new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return { client: new ApiClient(impl), sent };
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

describe('ApiClient.call', () => {
  it("sends the entry's method to its path with the path parameter filled, the JSON body and the XSRF header", async () => {
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    const { client, sent } = recordingClient({ data: { charged_cents: 100 } });
    const body = { use_stripe_payment_method_id: 'pm_1', idempotency_key: 'attempt-1' };
    await expect(client.call('member.payoffBalance', { params: { id: '7' }, body })).resolves.toEqual({
      data: { charged_cents: 100 },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/member/v4/in-office-plan-purchases/7/payoff-balance/',
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(sent[0]?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 't1' });
  });

  it('sends a GET with its path parameter and query, no body and no XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    const { client, sent } = recordingClient();
    await client.call('member.inOfficePlan', { params: { id: '3' }, query: { location_id: '12' } });
    expect(sent[0]).toMatchObject({
      url: '/api/member/v4/in-office-plans/3/?location_id=12',
      method: 'GET',
      body: null,
    });
    expect(sent[0]?.headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(sent[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('uses PATCH and DELETE where the entry says so, and encodes a path parameter', async () => {
    const { client, sent } = recordingClient();
    await client.call('member.updateFamilyMember', { params: { id: '3' }, body: { first_name: 'Luke' } });
    await client.call('member.removeSavedCard', { params: { id: 'a/b?c' } });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'PATCH /api/member/v4/family-members/3/',
      'DELETE /api/member/v4/payment-methods/a%2Fb%3Fc/',
    ]);
    expect(sent[0]?.body).toBe(JSON.stringify({ first_name: 'Luke' }));
  });

  it('sends nothing for a call whose path parameter is missing', async () => {
    const { client, sent } = recordingClient();
    // @ts-expect-error: the entry has params, so they are required
    await expect(client.call('member.planPurchase')).rejects.toThrow(
      'ApiClient: member.planPurchase needs its path parameters',
    );
    expect(sent).toHaveLength(0);
  });

  it('types the request and the answer from the contract entry (checked by tsc -b)', async () => {
    const { client, sent } = recordingClient();
    const attempts: Promise<unknown>[] = [
      // @ts-expect-error: a body field the entry does not have
      client.call('member.payoffBalance', { params: { id: '7' }, body: { card_id: 'pm_1' } }),
      // @ts-expect-error: the body is required
      client.call('member.addSavedCard'),
      // @ts-expect-error: a body field of the wrong type
      client.call('member.updateAutoRenew', { params: { id: '7' }, body: { auto_renew: 'yes' } }),
      // @ts-expect-error: a GET entry has no body
      client.call('member.benefit', { body: { payment_method_id: 'pm_1' } }),
      // @ts-expect-error: the path parameter is text, as in the URL
      client.call('member.planPurchase', { params: { id: 7 } }),
      // @ts-expect-error: a query value the entry's schema does not take
      client.call('member.planPurchases', { query: { view: 'someday' } }),
      // @ts-expect-error: an entry without params takes none
      client.call('member.planPurchases', { params: { id: '7' } }),
      // @ts-expect-error: no such call in the contract
      client.call('member.nothing'),
    ];
    await Promise.allSettled(attempts);
    expect(sent).toHaveLength(attempts.length - 1); // all but the unknown call go out: the types are the guard

    const answer = await client.call('member.payoffBalance', {
      params: { id: '7' },
      body: { use_stripe_payment_method_id: 'pm_1' },
    });
    expectTypeOf(answer).toEqualTypeOf<CallResponse<'member.payoffBalance'>>();
    expectTypeOf(answer).toEqualTypeOf<PayoffBalanceResponse>();
    expectTypeOf(answer.data.purchase).toEqualTypeOf<PlanPurchase>();
    // The request's types are the schemas' input (a path id is text); the server's handler gets their output.
    expectTypeOf<CallParams<'member.planPurchase'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<CallParsedParams<'member.planPurchase'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<CallBody<'member.benefit'>>().toEqualTypeOf<undefined>();
    // @ts-expect-error: the answer's fields keep their types
    const cents: string = answer.data.charged_cents;
    expect(cents).toBeUndefined(); // the recording fake answered { data: {} }
  });
});
