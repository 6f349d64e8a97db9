// Issue 5: the itemized receipt PDF of an appointment, the files of a reimbursement's documents, and the
// household's practices (the receipts' practice filter). Each is household-scoped: another's id is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  VISIT_PAYMENT_METHOD_LABELS,
  formatIsoDate,
  formatMoney,
  receiptPracticesResponseSchema,
  type AppointmentDetails,
  type ReimbursementDetails,
  type TransactionsResponse,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, signedIn } from '../member.test-support.js';
import { pdfText } from './pdf-text.test-support.js';

const LIST = '/api/member/v4/transactions/';

describe('receipt PDF, reimbursement document files and the household practices (issue 5)', () => {
  let server: TestServer;
  let member: TestClient;
  let other: TestClient;
  let list: TransactionsResponse['data'];
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    other = await signedIn(server.app, DEMO_EMAILS.inOffice);
    list = (await member.get(`${LIST}?view=all&page_size=100`)).json<TransactionsResponse>().data;
  });
  afterAll(() => server.close());

  const details = async (id: number) =>
    (await member.get(`/api/member/v4/appointments/${id}/`)).json<{ data: AppointmentDetails }>().data;

  it('serves an itemized receipt PDF with the practice, dentist, patient, date, every line, the totals and the payments', async () => {
    // A paid visit with several lines and a payment: the fullest receipt.
    const candidates = list.filter((t) => t.kind === 'appointment' && t.payment_date !== null && t.member_cents > 0);
    let appointment: AppointmentDetails | undefined;
    for (const candidate of candidates) {
      const found = await details(candidate.id);
      if (found.lines.length > 1 && found.payments.length > 0) {
        appointment = found;
        break;
      }
    }
    if (!appointment) throw new Error('the demo member has a paid visit of several lines');
    const response = await member.get(`/api/member/v4/appointments/${appointment.id}/receipt.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${appointment.date}-${appointment.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Itemized receipt ${appointment.id}`);

    const lines = pdfText(pdf).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Itemized receipt',
        appointment.practice.name,
        appointment.practice.address_line_1 ?? '',
      ]),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        appointment.dentist?.name ?? '',
        appointment.patient.name,
        formatIsoDate(appointment.date),
      ]),
    );
    for (const line of appointment.lines) {
      expect(lines).toEqual(
        expect.arrayContaining([
          line.code,
          formatMoney(line.billed_cents),
          formatMoney(line.allowed_cents),
          formatMoney(line.plan_cents),
          formatMoney(line.member_cents),
        ]),
      );
      if (line.tooth !== null) expect(lines).toContain(line.tooth);
    }
    // Descriptions are cut to their column: each shows at least its start.
    for (const line of appointment.lines)
      expect(lines.some((shown) => line.name.startsWith(shown.replace(/\.\.\.$/, '')) && shown.length > 3)).toBe(true);
    const totals = lines.indexOf('Totals');
    expect(totals).toBeGreaterThan(0);
    const t = appointment.totals;
    expect(lines.slice(totals + 1, totals + 5)).toEqual([
      formatMoney(t.billed_cents),
      formatMoney(t.allowed_cents),
      formatMoney(t.plan_cents),
      formatMoney(t.member_cents),
    ]);
    expect(lines).toContain('Payments made');
    for (const payment of appointment.payments) {
      expect(lines).toEqual(
        expect.arrayContaining([
          formatIsoDate(payment.date),
          VISIT_PAYMENT_METHOD_LABELS[payment.method],
          formatMoney(payment.amount_cents),
        ]),
      );
    }
    const paid = appointment.payments.reduce((sum, p) => sum + p.amount_cents, 0);
    expect(lines[lines.indexOf('Total paid') + 1]).toBe(formatMoney(paid));
    expect(lines[lines.indexOf('Balance due') + 1]).toBe(formatMoney(t.member_cents - paid));
    const audited = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'appointment_read' and details->>'format' = 'pdf' and details->>'appointment_id' = ${String(appointment.id)}`,
    );
    expect(audited.rows[0]?.n).toBe(1);
  });

  it('seeds a payment ledger that settles the member share of every paid visit, and none for unpaid ones', async () => {
    const mismatched = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from appointments a
      cross join lateral (select coalesce(sum(member_cents), 0) as owed from appointment_lines where appointment_id = a.id) l
      cross join lateral (select coalesce(sum(amount_cents), 0) as paid, max(paid_on) as last from appointment_payments where appointment_id = a.id) p
      where (a.payment_date is null and p.paid > 0) or (a.payment_date is not null and (p.paid <> l.owed or (l.owed > 0 and p.last <> a.payment_date)))`);
    expect(mismatched.rows[0]?.n).toBe(0);
    const methods = await server.db.execute<{ method: string }>(
      sql`select distinct method from appointment_payments order by method`,
    );
    expect(methods.rows.map((r) => r.method)).toEqual(['card', 'cash', 'check', 'hsa_fsa_card']);
  });

  it("answers another household's receipt PDF, an unknown one and a signed-out caller with 404/401", async () => {
    const id = list.find((t) => t.kind === 'appointment')?.id;
    const theirs = await other.get(`/api/member/v4/appointments/${id}/receipt.pdf`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: 'Not found.' });
    expect((await member.get('/api/member/v4/appointments/99999999/receipt.pdf')).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/member/v4/appointments/${id}/receipt.pdf` })).statusCode,
    ).toBe(401);
  });

  it("serves a reimbursement's document as uploaded (a PDF of its stated size); another household's is 404", async () => {
    const item = list.find((t) => t.kind === 'reimbursement');
    const reimbursement = (await member.get(`/api/member/v4/reimbursements/${item?.id}/`)).json<{
      data: ReimbursementDetails;
    }>().data;
    const document = reimbursement.documents[0];
    if (!document) throw new Error('every seeded reimbursement has a document');
    const response = await member.get(document.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(document.content_type);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${document.name}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBe(document.size_bytes);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(pdfText(response.rawPayload)).toContain('Itemized statement');

    const theirs = await other.get(document.url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: 'Not found.' });
    expect((await member.get('/api/member/v4/reimbursement-documents/99999999/file')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(401);
  });

  it("lists the practices of the household's visits and estimates, by name, and no other's", async () => {
    const response = await member.get(`${LIST}practices/`);
    expect(response.statusCode, response.body).toBe(200);
    const practices = receiptPracticesResponseSchema.parse(response.json()).data;
    const expected = new Map(list.flatMap((t) => (t.practice ? [[t.practice.id, t.practice.name] as const] : [])));
    expect(practices.map((p) => p.id).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const practice of practices) expect(practice.name).toBe(expected.get(practice.id));
    expect(practices.map((p) => p.name)).toEqual(
      [...practices.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );

    // Another household sees only its own practices (the demo practice may be in both).
    const theirs = receiptPracticesResponseSchema.parse((await other.get(`${LIST}practices/`)).json()).data;
    const theirRows = (await other.get(`${LIST}?view=all&page_size=100`)).json<TransactionsResponse>().data;
    const theirIds = new Set(theirRows.flatMap((t) => (t.practice ? [t.practice.id] : [])));
    expect(theirs.every((p) => theirIds.has(p.id))).toBe(true);
    expect(theirs.length).toBe(theirIds.size);
    expect((await server.app.inject({ method: 'GET', url: `${LIST}practices/` })).statusCode).toBe(401);
  });
});
