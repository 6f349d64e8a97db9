// Decision 0061 with the Stripe gateway (official SDK against the local fake of Stripe's API): a debit Stripe refuses
// is kept as a failed attempt and answered 402 with nothing paid, the same confirmation again answers the same
// refusal without asking Stripe, and a gateway that does not answer is 502 with nothing written; an ACH debit settled
// or failed days later arrives by Stripe's webhook, a failure making the invoice unpaid again. (The demo company's
// verified account was set up at the offline gateway, so Stripe does not know it and every Stripe debit here is
// refused: bank-debit.test.ts debits Stripe's own test accounts.)
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_BANK_DEBIT_DECLINED, MSG_INVOICE_PAYMENT_UNAVAILABLE, invoiceResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { startFakeStripe, type FakeStripe } from '../../../payments/testing/fake-stripe.js';
import { companyAdmin, companyOf } from '../census/census.test-support.js';
import { verifiedBankAccountOf } from '../../bank-accounts/index.js';
import { runInvoiceMonth } from './invoice-jobs.js';
import { enrolInvoiceFamilies, invoicePath, paymentsPath } from './invoices.test-support.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('paying an invoice through Stripe (decision 0061)', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let harbor: TestClient;
  let harborId: number;
  let february: number;

  const ledger = async () =>
    (
      await server.db.execute<{ status: string; gateway: string; gateway_key: string; failure_message: string | null }>(
        sql`select status, gateway, gateway_key, failure_message from invoice_payments where invoice_id = ${february}
          order by id`,
      )
    ).rows;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await createTestServer({
      portal: 'employer',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLIC_API_KEY: 'pk_test_fake',
        STRIPE_API_BASE: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    harbor = await companyAdmin(server, DEMO_EMAILS.employerEdi);
    harborId = await companyOf(server, DEMO_EMAILS.employerEdi);
    await enrolInvoiceFamilies(server, harborId);
    february = (await runInvoiceMonth(server.db, harborId, '2030-02'))!;
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('answers 502 with nothing written when Stripe does not answer', async () => {
    // The SDK retries a dropped connection 3 times: all four answers are lost.
    const account = await verifiedBankAccountOf(server.db, { kind: 'employer', id: harborId });
    fake.loseAnswers(`/v1/payment_methods/${account}`, 4);
    const response = await harbor.post(paymentsPath(february), { idempotency_key: randomUUID() });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errors: MSG_INVOICE_PAYMENT_UNAVAILABLE });
    expect(await ledger()).toEqual([]);
  });

  it('keeps a refused debit, pays nothing, and answers the same confirmation again without asking Stripe', async () => {
    const key = randomUUID();
    const first = await harbor.post(paymentsPath(february), { idempotency_key: key });
    expect(first.statusCode).toBe(402);
    expect(first.json()).toMatchObject({ errors: MSG_BANK_DEBIT_DECLINED });
    expect(await ledger()).toEqual([
      {
        status: 'failed',
        gateway: 'stripe',
        gateway_key: `invoice-${february}-debit-0`,
        failure_message: MSG_BANK_DEBIT_DECLINED,
      },
    ]);
    const asked = fake.requests.length;
    const again = await harbor.post(paymentsPath(february), { idempotency_key: key });
    expect(again.statusCode).toBe(402);
    expect(fake.requests).toHaveLength(asked);

    // A new confirmation is a new attempt at the gateway (its key counts the refusals).
    expect((await harbor.post(paymentsPath(february), { idempotency_key: randomUUID() })).statusCode).toBe(402);
    expect((await ledger()).map((row) => row.gateway_key)).toEqual([
      `invoice-${february}-debit-0`,
      `invoice-${february}-debit-1`,
    ]);
    const invoice = invoiceResponseSchema.parse((await harbor.get(invoicePath(february))).json()).data;
    expect(invoice.status).toBe('open');
    expect(invoice.payments.map((p) => [p.status, p.failure_message])).toEqual([
      ['failed', MSG_BANK_DEBIT_DECLINED],
      ['failed', MSG_BANK_DEBIT_DECLINED],
    ]);
    const audited = await server.db.execute<{ outcome: string }>(
      sql`select outcome from audit_log where action = 'invoice_payment' and subject_id = ${String(harborId)}`,
    );
    expect(audited.rows.map((row) => row.outcome)).toEqual(['failure', 'failure']);
  });

  it('applies an ACH debit settled or failed days later (Stripe’s webhook): a failure makes the invoice unpaid again', async () => {
    const member = await server.appFor('member');
    const webhook = (id: string, type: string, intent: Record<string, unknown>) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { object: 'payment_intent', ...intent } },
      });
      return member.inject({
        method: 'POST',
        url: '/webhooks/stripe/',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
    };
    // Two invoices paid by debits Stripe accepted and has not settled (as debitBank answers processing).
    const january = (await runInvoiceMonth(server.db, harborId, '2030-01'))!;
    const march = (await runInvoiceMonth(server.db, harborId, '2030-03'))!;
    for (const [invoiceId, intent] of [
      [january, 'pi_ach_january'],
      [march, 'pi_ach_march'],
    ] as const)
      await server.db.execute(sql`with paid as (
          update invoices set status = 'paid', paid_at = now() where id = ${invoiceId} returning id, total_cents
        )
        insert into invoice_payments (invoice_id, employer_id, request_key, gateway_key, gateway, gateway_reference,
          amount_cents, status, paid_by_user_id)
        select id, ${harborId}, ${randomUUID()}, ${`invoice-${invoiceId}-debit-0`}, 'stripe', ${intent}, total_cents,
          'processing', (select user_id from employer_users where employer_id = ${harborId} limit 1)
        from paid`);
    const state = async (invoiceId: number) =>
      (
        await server.db.execute<{ status: string; payment: string; failure_message: string | null }>(sql`select
            i.status, p.status as payment, p.failure_message from invoices i
            join invoice_payments p on p.invoice_id = i.id where i.id = ${invoiceId}`)
      ).rows;

    expect((await webhook('evt_ach_1', 'payment_intent.succeeded', { id: 'pi_ach_january' })).statusCode).toBe(200);
    expect(await state(january)).toEqual([{ status: 'paid', payment: 'succeeded', failure_message: null }]);
    const failed = { id: 'pi_ach_march', last_payment_error: { message: 'The bank account is closed.' } };
    expect((await webhook('evt_ach_2', 'payment_intent.payment_failed', failed)).statusCode).toBe(200);
    expect(await state(march)).toEqual([
      { status: 'open', payment: 'failed', failure_message: 'The bank account is closed.' },
    ]);
    // A late 'succeeded' of the failed debit changes nothing.
    expect((await webhook('evt_ach_3', 'payment_intent.succeeded', { id: 'pi_ach_march' })).statusCode).toBe(200);
    expect(await state(march)).toEqual([
      { status: 'open', payment: 'failed', failure_message: 'The bank account is closed.' },
    ]);
  });
});
