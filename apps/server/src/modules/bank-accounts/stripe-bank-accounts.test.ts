// Issue 27 item 6 with Stripe configured (decision 0060): the company's bank account is a SetupIntent with
// micro-deposits on the official SDK, against the local fake of Stripe's API: created once per key with the
// admin's mandate acceptance, one customer per company, the amounts confirmed by verify_microdeposits, and the
// PaymentMethod kept for debits. Stripe's refusals are the service's messages; nothing is kept of a refusal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankVerificationResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { startFakeStripe, type FakeStripe } from '../../payments/testing/fake-stripe.js';
import { employerClients } from '../employer/employees/employer.test-support.js';
import { verifiedBankAccountOf, type BankHolder } from './index.js';
import { EMPLOYER_BANK, OWNER, accountBody, bankSnapshot, resetBank } from './bank.test-support.js';

describe('a company’s bank verification through Stripe (issue 27 item 6)', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let acme: TestClient;
  let holder: BankHolder;

  const data = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return bankVerificationResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await createTestServer({
      portal: 'employer',
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLIC_API_KEY: 'pk_test_fake', STRIPE_API_BASE: fake.url },
    });
    const clients = await employerClients(server);
    acme = clients.acme;
    holder = { kind: 'employer', id: clients.acmeId };
  });
  beforeEach(async () => {
    if (server) {
      await resetBank(server.db, holder);
      data(await acme.post(`${EMPLOYER_BANK}owner/`, OWNER));
    }
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('sets the account up once per key, confirms Stripe’s deposits and keeps its PaymentMethod', async () => {
    const body = accountBody();
    const pending = data(await acme.post(`${EMPLOYER_BANK}account/`, body));
    expect(pending).toMatchObject({ status: 'verification pending', account: { last4: '6789', verified: false } });
    expect(data(await acme.post(`${EMPLOYER_BANK}account/`, body))).toEqual(pending);
    expect(fake.setupIntents).toHaveLength(1);
    const intent = fake.setupIntents[0]!;
    expect(intent.customer).toMatch(/^cus_fake/);
    expect(intent.ip).toBe('127.0.0.1');
    // Sent under the form's key, and the numbers reached Stripe (only there).
    const created = fake.requests.filter((request) => request.path === '/v1/setup_intents');
    expect(created.map((request) => request.idempotencyKey)).toEqual([body.idempotency_key]);
    expect(created[0]?.form.get('payment_method_options[us_bank_account][verification_method]')).toBe('microdeposits');
    expect(await bankSnapshot(server.db, holder)).not.toContain('000123456789');

    const wrong = await acme.post(`${EMPLOYER_BANK}account/verify/`, { first_deposit: '0.10', second_deposit: '0.45' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: 'These amounts do not match the deposits. 2 tries left.' });
    const verified = data(
      await acme.post(`${EMPLOYER_BANK}account/verify/`, { first_deposit: '0.45', second_deposit: '0.32' }),
    );
    expect(verified.status).toBe('verified');
    expect(intent.status).toBe('succeeded');
    expect(await verifiedBankAccountOf(server.db, holder)).toBe(intent.paymentMethod);
  });

  it('uses the company’s one customer for a second account, and says Stripe’s refusal, keeping nothing', async () => {
    data(await acme.post(`${EMPLOYER_BANK}account/`, accountBody()));
    data(await acme.post(`${EMPLOYER_BANK}account/`, accountBody()));
    const [first, second] = fake.setupIntents.slice(-2);
    expect(second?.customer).toBe(first?.customer);

    const before = await bankSnapshot(server.db, holder);
    const refused = await acme.post(
      `${EMPLOYER_BANK}account/`,
      accountBody({ routing_number: '021000021', confirm_routing_number: '021000021' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: 'Invalid routing number' });
    expect(await bankSnapshot(server.db, holder)).toBe(before);
  });

  it('a lost answer is a 502 with nothing kept; the same key again is the account Stripe made, sent once', async () => {
    const body = accountBody();
    const before = await bankSnapshot(server.db, holder);
    const made = fake.setupIntents.length;
    // The SDK tries 4 times (maxNetworkRetries 3): every answer lost, as in an outage after Stripe acted.
    fake.loseAnswers('/v1/setup_intents', 4);
    const lost = await acme.post(`${EMPLOYER_BANK}account/`, body);
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toEqual({
      errors: 'The bank service did not answer, so nothing was changed. Please try again: no deposit is sent twice.',
    });
    expect(await bankSnapshot(server.db, holder)).toBe(before);
    const again = data(await acme.post(`${EMPLOYER_BANK}account/`, body));
    expect(again.status).toBe('verification pending');
    expect(fake.setupIntents).toHaveLength(made + 1);
  }, 60_000);
});
