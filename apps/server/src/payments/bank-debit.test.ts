// Issue 27 item 6 (decision 0061): a bank debit through each gateway. The offline gateway keeps its debits with its
// charges by key (the same key answers the same debit; its declining test account refuses); Stripe's official SDK
// against the local fake creates one us_bank_account PaymentIntent per key, accepted as processing (ACH settles in
// days), and a refusal at once is a result, not an outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_BANK_DEBIT_DECLINED } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { systemClock } from '../platform/clock.js';
import { OFFLINE_DECLINING_BANK_ACCOUNT_SUFFIX, offlineGateway } from './offline-gateway.js';
import { stripeGateway } from './stripe-gateway.js';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe.js';

const debit = (bankAccountReference: string, idempotencyKey: string, amountCents = 13_500) => ({
  bankAccountReference,
  amountCents,
  idempotencyKey,
  description: 'Invoice 7 (2030-01)',
});

describe('bank debits through the payment gateways (issue 27 item 6)', () => {
  let server: TestServer;
  let fake: FakeStripe;

  beforeAll(async () => {
    server = await createTestServer();
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.stop();
    await server.close();
  });

  it('offline: debits a verified account once per key, and its declining test account refuses', async () => {
    const gateway = offlineGateway(server.db, systemClock);
    const first = await gateway.debitBank(debit('ba_off_employer_7', 'invoice-7-debit-0'), server.db);
    expect(first).toMatchObject({ ok: true, settled: true });
    const again = await gateway.debitBank(debit('ba_off_employer_7', 'invoice-7-debit-0', 99), server.db);
    expect(again).toEqual(first);
    const refused = await gateway.debitBank(
      debit(`ba_off_employer_8${OFFLINE_DECLINING_BANK_ACCOUNT_SUFFIX}`, 'invoice-8-debit-0'),
      server.db,
    );
    expect(refused).toMatchObject({ ok: false, message: MSG_BANK_DEBIT_DECLINED });
    const stored = await server.db.execute<{ idempotency_key: string; amount_cents: number; outcome: string }>(
      sql`select idempotency_key, amount_cents, outcome from offline_charges
        where idempotency_key in ('invoice-7-debit-0', 'invoice-8-debit-0') order by idempotency_key`,
    );
    expect(stored.rows).toEqual([
      { idempotency_key: 'invoice-7-debit-0', amount_cents: 13_500, outcome: 'succeeds' },
      { idempotency_key: 'invoice-8-debit-0', amount_cents: 13_500, outcome: 'declined' },
    ]);
  });

  it('Stripe: one us_bank_account PaymentIntent per key, processing; a closed account refused at once', async () => {
    const gateway = stripeGateway(server.db, { secretKey: 'sk_test_fake', apiBase: fake.url });
    const first = await gateway.debitBank(debit('pm_usBankAccount_success', 'invoice-9-debit-0'), server.db);
    expect(first).toMatchObject({ ok: true, settled: false });
    // The answer of the first is lost (a timeout after Stripe took it): the retry under its key creates nothing.
    fake.loseAnswers('/v1/payment_intents', 1);
    const retried = await gateway.debitBank(debit('pm_usBankAccount_success', 'invoice-9-debit-1'), server.db);
    expect(retried).toMatchObject({ ok: true, settled: false });
    expect(await gateway.debitBank(debit('pm_usBankAccount_success', 'invoice-9-debit-0'), server.db)).toEqual(first);
    const created = fake.intents.filter((intent) => intent.paymentMethod === 'pm_usBankAccount_success');
    expect(created.map((intent) => intent.amount)).toEqual([13_500, 13_500]);
    const sent = fake.requests.find((request) => request.path === '/v1/payment_intents');
    expect(sent?.form.get('allowed_payment_method_types[0]')).toBe('us_bank_account');
    expect(sent?.form.get('off_session')).toBe('true');
    expect(sent?.idempotencyKey).toBe('invoice-9-debit-0');

    const closed = await gateway.debitBank(debit('pm_usBankAccount_accountClosed', 'invoice-10-debit-0'), server.db);
    expect(closed).toMatchObject({ ok: false, message: MSG_BANK_DEBIT_DECLINED });
    const unknown = await gateway.debitBank(debit('pm_nobody', 'invoice-11-debit-0'), server.db);
    expect(unknown).toEqual({ ok: false, reference: null, message: MSG_BANK_DEBIT_DECLINED });
  });
});
