import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, errorAnswerOf } from '@dental/domain';
import { errorResponse } from '../testing/fake-api';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';

type Call = { url: string; init: RequestInit };

function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const impl = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${url}`);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { impl, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

describe('ApiClient', () => {
  it('drops the calls under way on abortInFlight (signing out): they reject as aborted, later calls go through', async () => {
    const seen: AbortSignal[] = [];
    const impl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal as AbortSignal;
          seen.push(signal);
          if (seen.length === 3) resolve(json(200, { ok: true }));
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const unauthorized = vi.fn();
    const client = new ApiClient(impl);
    client.setUnauthorizedHandler(unauthorized);
    const first = client.call('member.benefit');
    const second = client.call('member.familyMembers');
    client.abortInFlight();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.map((signal) => signal.aborted)).toEqual([true, true]);
    await expect(client.call('member.getMemberUser')).resolves.toEqual({ ok: true });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("keeps the caller's own abort signal working", async () => {
    const impl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          (init.signal as AbortSignal).addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const caller = new AbortController();
    const call = new ApiClient(impl).call('member.getMemberUser', { signal: caller.signal });
    caller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls the same-origin /api/ base with cookies and returns the body of a 2xx answer', async () => {
    const { impl, calls } = fakeFetch(json(200, { data: { ok: true } }));
    const client = new ApiClient(impl);
    await expect(client.call('member.planPurchases', { query: { page_size: '1', view: undefined } })).resolves.toEqual({
      data: { ok: true },
    });
    expect(calls[0]?.url).toBe('/api/member/v4/in-office-plan-purchases/?page_size=1');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.signal?.aborted).toBe(false); // its own switch, for abortInFlight
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    const { impl, calls } = fakeFetch(json(200, {}), json(200, {}));
    const client = new ApiClient(impl);
    await client.call('shared.hello');
    await client.call('shared.logout');
    expect((calls[0]?.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    expect((calls[1]?.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=1');
  });

  it.each([
    [403, 'You do not have permission to perform this action.'],
    [404, 'Not found.'],
    [413, 'Sorry, that file is too big. Please contact the provider at help@dental.test.'],
    [502, 'Not connected.'],
    [503, 'The product is currently down for maintenance, please try again later.'],
    [504, 'The product is currently down for maintenance, please try again later.'],
    [500, "Sorry! There's a problem on our end. If the issue persists, contact the provider at help@dental.test."],
  ])('maps status %i to the spec §8 message', async (status, message) => {
    const { impl } = fakeFetch(json(status, {}));
    const client = new ApiClient(impl);
    client.setSupportEmail('help@dental.test');
    const error = await failureOf(client.call('member.benefit', { skipNotFoundRedirect: true }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.silent).toBe(false);
  });

  it('lets a server errors field override the status message, with field errors for forms', async () => {
    const { impl } = fakeFetch(json(400, { errors: { email: ['Not a valid email'], zip: 'Invalid' } }));
    const error = await failureOf(
      new ApiClient(impl).call('shared.passwordResetInitiate', {
        body: { email: 'a@example.com', account_type: 'member' },
      }),
    );
    expect(error.message).toBe('Not a valid email, Invalid');
    expect(error.fieldErrors).toEqual({ email: 'Not a valid email', zip: 'Invalid' });
  });

  it('reads an errors field under data', async () => {
    const { impl } = fakeFetch(json(400, { data: { errors: 'Invalid email or password.' } }));
    expect(
      (
        await failureOf(
          new ApiClient(impl).call('shared.signIn', {
            body: { email: 'a@example.com', password: 'wrong', account_type: 'member' },
          }),
        )
      ).message,
    ).toBe('Invalid email or password.');
  });

  it('says the product is unavailable when no response comes', async () => {
    const { impl } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(new ApiClient(impl).call('member.benefit'));
    expect(error.message).toBe('The product is unavailable, try again later');
    expect(error.status).toBeUndefined();
  });

  it('runs the auto-logout handler on 401 and marks the error silent', async () => {
    const { impl, calls } = fakeFetch(json(401, { errors: 'Session expired' }));
    const client = new ApiClient(impl);
    const onUnauthorized = vi.fn();
    client.setUnauthorizedHandler(onUnauthorized);
    const error = await failureOf(client.call('member.benefit'));
    expect(error.silent).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('calls logout on 401 when no handler is registered', async () => {
    const { impl, calls } = fakeFetch(json(401, {}), json(200, {}));
    await failureOf(new ApiClient(impl).call('member.benefit'));
    await vi.waitFor(() => expect(calls[1]?.url).toBe('/api/logout/'));
    expect(calls[1]?.init.method).toBe('POST');
  });

  it('does not run the handler for calls that handle 401 themselves', async () => {
    const { impl } = fakeFetch(json(401, {}));
    const client = new ApiClient(impl);
    const onUnauthorized = vi.fn();
    client.setUnauthorizedHandler(onUnauthorized);
    await failureOf(client.call('shared.tokenRefresh', { skipAuthHandler: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('goes to the not-found route on 404', async () => {
    const { impl } = fakeFetch(json(404, {}));
    const client = new ApiClient(impl);
    const onNotFound = vi.fn();
    client.setNotFoundHandler(onNotFound);
    await failureOf(client.call('member.planPurchase', { params: { id: '9' } }));
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('on a csrf 403 fetches hello once and retries the call once', async () => {
    const { impl, calls } = fakeFetch(
      errorResponse(errorAnswerOf(ERRORS.csrfRejected)),
      json(200, { data: {} }),
      json(200, { data: { message: 'ok' } }),
    );
    await expect(
      new ApiClient(impl).call('shared.passwordResetComplete', { body: { code: 'c', password: 'Correct-Horse-9' } }),
    ).resolves.toEqual({
      data: { message: 'ok' },
    });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'PATCH /api/password-reset/complete/',
      'GET /api/hello/',
      'PATCH /api/password-reset/complete/',
    ]);
  });

  it('retries a csrf 403 only once', async () => {
    const csrf = () => errorResponse(errorAnswerOf(ERRORS.csrfRejected));
    const { impl, calls } = fakeFetch(csrf(), json(200, {}), csrf());
    const error = await failureOf(new ApiClient(impl).call('shared.logout'));
    expect(error.message).toBe('You do not have permission to perform this action.');
    expect(calls).toHaveLength(3);
  });

  it('does not retry a plain 403 or a safe method', async () => {
    const { impl, calls } = fakeFetch(json(403, {}), json(403, { errors: 'x', code: 'csrf' }));
    const client = new ApiClient(impl);
    await failureOf(client.call('shared.logout'));
    await failureOf(client.call('member.benefit'));
    expect(calls).toHaveLength(2);
  });
});
