// Issue 27 item 6 (decision 0061): the invoice calls on the real app (demo world, PGlite or PostgreSQL). Harbor's
// invoices of January and February 2030 (invoices.test-support.ts' figures) listed, opened with their lines and
// downloaded as a PDF; paid by bank debit through the offline gateway once however often the payment is sent; every
// call refused with the spec §6 sentence before the bank is verified; another company's invoice a 404 with nothing
// changed (the tenancy harness's cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MSG_BANK_NOT_VERIFIED, invoiceResponseSchema, invoicesResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { expectPdfFile } from '../../member/receipts/pdf-text.test-support.js';
import { companyAdmin, companyOf } from '../census/census.test-support.js';
import { verifiedBankAccountOf } from '../../bank-accounts/index.js';
import { runInvoiceMonth } from './invoice-jobs.js';
import { INVOICE_FOOTNOTE } from './invoice-pdf.js';
import {
  INVOICES,
  enrolInvoiceFamilies,
  invoicePath,
  invoicePdfPath,
  paymentsPath,
  setBankStatus,
} from './invoices.test-support.js';

describe('a company’s invoices (issue 27 item 6)', () => {
  let server: TestServer;
  let harbor: TestClient;
  let acme: TestClient;
  let harborId: number;
  /** Harbor's verified bank account at the offline gateway (the demo seed's, decision 0060). */
  let harborAccount: string;
  let january: number;
  let february: number;
  let march: number;

  /** What paying could change: the invoices' states, the ledger and the offline gateway's debits. */
  const moneyState = async () =>
    JSON.stringify(
      (
        await server.db.execute(sql`select json_build_object(
          'invoices', (select json_agg(json_build_array(id, status, paid_at) order by id) from invoices
            where employer_id = ${harborId}),
          'payments', (select count(*) from invoice_payments where employer_id = ${harborId}),
          'debits', (select count(*) from offline_charges where payment_method_id = ${harborAccount}))
          as state`)
      ).rows,
    );
  const auditActions = async (action: string) =>
    (
      await server.db.execute<{ outcome: string; details: Record<string, unknown> }>(sql`select outcome, details
        from audit_log where action = ${action} and subject_id = ${String(harborId)} order by id`)
    ).rows;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    harbor = await companyAdmin(server, DEMO_EMAILS.employerEdi);
    acme = await companyAdmin(server, DEMO_EMAILS.employer);
    harborId = await companyOf(server, DEMO_EMAILS.employerEdi);
    harborAccount = (await verifiedBankAccountOf(server.db, { kind: 'employer', id: harborId }))!;
    await enrolInvoiceFamilies(server, harborId);
    january = (await runInvoiceMonth(server.db, harborId, '2030-01'))!;
    february = (await runInvoiceMonth(server.db, harborId, '2030-02'))!;
    march = (await runInvoiceMonth(server.db, harborId, '2030-03'))!;
    // Acme has invoices of its own: its admin sees only them.
    await runInvoiceMonth(server.db, await companyOf(server, DEMO_EMAILS.employer), '2030-02');
  });
  afterAll(() => server.close());

  it('lists the company’s invoices, newest month first, the read audited with its count', async () => {
    const response = await harbor.get(`${INVOICES}?page_size=2`);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = invoicesResponseSchema.parse(response.json());
    expect(data.map((i) => [i.month, i.total_cents, i.member_count, i.employee_count, i.status])).toEqual([
      ['2030-03', 15000, 3, 2, 'open'],
      ['2030-02', 18000, 4, 3, 'open'],
    ]);
    expect(data[1]).toMatchObject({ issued_on: '2030-02-01', due_date: '2030-02-15', paid_at: null });
    expect(meta).toEqual({ page: 1, page_size: 2, total: 3 });
    expect((await auditActions('invoices_read')).at(-1)?.details).toMatchObject({ count: 2, page: 1 });
  });

  it('opens an invoice with its lines per employee, and draws it as a PDF', async () => {
    const response = await harbor.get(invoicePath(february));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = invoiceResponseSchema.parse(response.json());
    // Harbor is offered the demo world's group plan.
    expect(data.lines.map((l) => [l.employee_name, l.plan_name, l.member_count, l.amount_cents])).toEqual([
      ['Ana Rivera', 'Acme Group Dental', 2, 9000],
      ['Ben Ortiz', 'Acme Group Dental', 1, 4500],
      ['Cara Lee', 'Acme Group Dental', 1, 4500],
    ]);
    expect(data.lines.every((l) => l.unit_price_cents === 4500)).toBe(true);
    expect(data.payments).toEqual([]);

    const lines = await expectPdfFile(await harbor.get(invoicePdfPath(february)), `invoice-2030-02-${february}.pdf`, 1);
    expect(lines).toEqual(
      expect.arrayContaining(['Harbor Freightways LLC', 'February 2030', 'Ana Rivera', 'Ben Ortiz']),
    );
    // Employee, plan, members, per member, amount (no class: an empty cell draws nothing).
    expect(lines.slice(lines.indexOf('Ana Rivera'), lines.indexOf('Ana Rivera') + 5)).toEqual([
      'Ana Rivera',
      'Acme Group Dental',
      '2',
      '$45.00',
      '$90.00',
    ]);
    expect(lines[lines.indexOf('Total') + 1]).toBe('$180.00');
    expect(lines).toEqual(expect.arrayContaining([...INVOICE_FOOTNOTE]));
    expect((await auditActions('invoice_read')).map((a) => a.details.invoice_id)).toEqual([february, february]);
  });

  it('pays an invoice by bank debit once: the same confirmation, another one, or two at once', async () => {
    const key = randomUUID();
    const first = await harbor.post(paymentsPath(february), { idempotency_key: key });
    expect(first.statusCode, first.body).toBe(200);
    const paid = invoiceResponseSchema.parse(first.json()).data;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(paid.payments.map((p) => [p.status, p.amount_cents])).toEqual([['succeeded', 18000]]);
    const debits = await server.db.execute<{ idempotency_key: string; amount_cents: number; outcome: string }>(
      sql`select idempotency_key, amount_cents, outcome from offline_charges
        where payment_method_id = ${harborAccount}`,
    );
    expect(debits.rows).toEqual([
      { idempotency_key: `invoice-${february}-debit-0`, amount_cents: 18000, outcome: 'succeeds' },
    ]);
    const after = await moneyState();

    // The same confirmation again, and a new confirmation of a paid invoice: answered as it stands, nothing debited.
    for (const again of [key, randomUUID()]) {
      const response = await harbor.post(paymentsPath(february), { idempotency_key: again });
      expect(response.statusCode, response.body).toBe(200);
      expect(invoiceResponseSchema.parse(response.json()).data.status).toBe('paid');
    }
    expect(await moneyState()).toBe(after);

    // Two confirmations of January at once: one debit of $135.00.
    const both = await Promise.all([
      harbor.post(paymentsPath(january), { idempotency_key: randomUUID() }),
      harbor.post(paymentsPath(january), { idempotency_key: randomUUID() }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const januaryDebits = await server.db.execute<{ amount_cents: number }>(
      sql`select amount_cents from offline_charges where idempotency_key like ${`invoice-${january}-%`}`,
    );
    expect(januaryDebits.rows).toEqual([{ amount_cents: 13500 }]);
    const ledger = await server.db.execute<{ invoice_id: number; status: string; amount_cents: number }>(
      sql`select invoice_id, status, amount_cents from invoice_payments where employer_id = ${harborId} order by id`,
    );
    expect(ledger.rows).toEqual([
      { invoice_id: february, status: 'succeeded', amount_cents: 18000 },
      { invoice_id: january, status: 'succeeded', amount_cents: 13500 },
    ]);
    expect((await auditActions('invoice_payment')).map((a) => [a.outcome, a.details.amount_cents])).toEqual([
      ['success', 18000],
      ['success', 13500],
    ]);
  });

  it('refuses a payment without a valid confirmation key, nothing changed', async () => {
    const before = await moneyState();
    const response = await harbor.post(paymentsPath(march), { idempotency_key: 'again' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { idempotency_key: 'Invalid' } });
    expect(await moneyState()).toBe(before);
  });

  it('says why and does nothing while the bank is not verified (spec §6)', async () => {
    await setBankStatus(server, harborId, 'verification pending');
    try {
      const before = await moneyState();
      for (const response of [
        await harbor.get(INVOICES),
        await harbor.get(invoicePath(march)),
        await harbor.get(invoicePdfPath(march)),
        await harbor.post(paymentsPath(march), { idempotency_key: randomUUID() }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ errors: MSG_BANK_NOT_VERIFIED });
      }
      expect(await moneyState()).toBe(before);
    } finally {
      await setBankStatus(server, harborId, 'verified');
    }
  });

  describe('another company’s invoice is a 404 with nothing changed', () => {
    tenancyCases({
      'employer.invoice.id': async () => {
        const response = await acme.get(invoicePath(march));
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Rivera');
      },
      'employer.invoicePdf.id': async () => {
        const response = await acme.get(invoicePdfPath(march));
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('%PDF');
      },
      'employer.payInvoice.id': async () => {
        const before = await moneyState();
        const response = await acme.post(paymentsPath(march), { idempotency_key: randomUUID() });
        expect(response.statusCode).toBe(404);
        expect(await moneyState()).toBe(before);
      },
    });

    it('lists only the caller’s own invoices', async () => {
      const { data } = invoicesResponseSchema.parse((await acme.get(INVOICES)).json());
      expect(data.map((i) => i.id)).not.toEqual(expect.arrayContaining([january]));
      expect(data.map((i) => i.month)).toEqual(['2030-02']);
    });
  });
});
