// Helpers for tests that sign in as a user with a second factor (not shipped behaviour).
import type { LightMyRequestResponse } from 'fastify';
import type { RequestOptions, TestClient } from '../../../testing/test-client.js';
import { totpCodeAt } from './totp.js';

/**
 * POST token/mfa/ with the authenticator code of `secret` at `at` (the app's clock), after a 'verify' answer
 * of token/. A code of that time step already used (a sign-in moments before) is refused, so it then sends
 * the next step's code, as a person would wait for the app's next one (the server accepts one step ahead).
 */
export async function passSecondStep(
  client: TestClient,
  secret: string,
  at: Date,
  options?: RequestOptions,
): Promise<LightMyRequestResponse> {
  const first = await client.post('/api/token/mfa/', { method: 'totp', code: await totpCodeAt(secret, at) }, options);
  if (first.statusCode !== 400) return first;
  return client.post(
    '/api/token/mfa/',
    { method: 'totp', code: await totpCodeAt(secret, new Date(at.getTime() + 30_000)) },
    options,
  );
}
