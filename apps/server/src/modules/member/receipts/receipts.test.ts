import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  appointmentDetailsSchema,
  reimbursementDetailsSchema,
  transactionsResponseSchema,
  type AppointmentDetails,
  type ReimbursementDetails,
  type Transaction,
  type TransactionsResponse,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn, statementsOf, type DemoPerson } from '../member.test-support.js';

const LIST = '/api/member/v4/transactions/';

describe('GET member/v4/transactions/', () => {
  let server: TestServer;
  let member: TestClient;
  let other: TestClient;
  let me: DemoPerson;
  let all: Transaction[];
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    other = await signedIn(server.app, DEMO_EMAILS.inOffice);
    me = await memberByEmail(server.db, DEMO_EMAILS.member);
    all = (await list(member, '?view=all&page_size=100')).data;
  });
  afterAll(() => server.close());

  const list = async (client: TestClient, query = '') => {
    const response = await client.get(`${LIST}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TransactionsResponse>();
    expect(transactionsResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const sums = (items: Transaction[]) => ({
    billed_cents: items.reduce((s, t) => s + t.billed_cents, 0),
    plan_cents: items.reduce((s, t) => s + t.plan_cents, 0),
    member_cents: items.reduce((s, t) => s + t.member_cents, 0),
  });
  const isNewestFirst = (items: Transaction[]) =>
    items.every((t, i) => i === 0 || (items[i - 1]?.date ?? '') >= t.date);

  it('lists the household receipts newest first, with totals', async () => {
    const page = await list(member, '?view=all&page_size=100');
    expect(new Set(page.data.map((t) => t.kind))).toEqual(new Set(['appointment', 'reimbursement', 'estimate']));
    expect(isNewestFirst(page.data)).toBe(true);
    expect(page.meta.total).toBe(page.data.length);
    expect(page.meta.totals).toEqual(sums(page.data));
    const reimbursement = page.data.find((t) => t.kind === 'reimbursement');
    expect(reimbursement?.practice).toBeNull();
    expect(reimbursement?.provider_name).toBeTruthy();
    const appointment = page.data.find((t) => t.kind === 'appointment');
    expect(appointment?.practice?.name).toBeTruthy();
    expect(appointment?.provider_name).toBeNull();
  });

  it('view: appointments (default: visits only), estimates (only estimates), all (the three kinds)', async () => {
    const estimates = await list(member, '?view=estimates&page_size=100');
    expect(estimates.data.length).toBeGreaterThan(0);
    expect(estimates.data.every((t) => t.kind === 'estimate' && t.payment_date === null)).toBe(true);
    // Issue 17 item 20: 'Show: Appointments' lists appointments, not reimbursements too.
    const appointments = await list(member, '?view=appointments&page_size=100');
    expect(appointments.data.length).toBeGreaterThan(0);
    expect(appointments.data.every((t) => t.kind === 'appointment')).toBe(true);
    expect((await list(member, '?page_size=100')).data).toEqual(appointments.data);
    const reimbursements = all.filter((t) => t.kind === 'reimbursement').length;
    expect(reimbursements).toBeGreaterThan(0);
    expect(all.length).toBe(estimates.meta.total + appointments.meta.total + reimbursements);
    expect(isNewestFirst(all)).toBe(true);
    // An estimate has no payment date: a payment-date range lists none.
    expect((await list(member, '?view=estimates&date_type=payment_date&date_from=2000-01-01')).meta.total).toBe(0);
    const bad = await member.get(`${LIST}?view=claims`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { view: 'Invalid' } });
  });

  it('filters by family member; another household’s patient id finds nothing', async () => {
    const patients = [...new Set(all.map((t) => t.patient.id))];
    expect(patients.length).toBeGreaterThan(1);
    for (const id of patients) {
      const page = await list(member, `?view=all&patient_id=${id}&page_size=100`);
      expect(page.data.map((t) => `${t.kind}${t.id}`)).toEqual(
        all.filter((t) => t.patient.id === id).map((t) => `${t.kind}${t.id}`),
      );
      expect(page.meta.totals).toEqual(sums(page.data));
    }
    const stranger = await memberByEmail(server.db, DEMO_EMAILS.inOffice);
    const theirs = await list(member, `?view=all&patient_id=${stranger.patientId}`);
    expect(theirs.meta).toMatchObject({ total: 0, totals: { billed_cents: 0, plan_cents: 0, member_cents: 0 } });
  });

  it('filters by practice (reimbursements have none and drop out)', async () => {
    const practiceId = all.find((t) => t.kind === 'appointment')?.practice?.id ?? 0;
    const page = await list(member, `?view=all&practice_id=${practiceId}&page_size=100`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.map((t) => `${t.kind}${t.id}`)).toEqual(
      all.filter((t) => t.practice?.id === practiceId).map((t) => `${t.kind}${t.id}`),
    );
  });

  it("a practice the household never visited finds nothing (another household's practice too)", async () => {
    const mine = new Set(all.flatMap((t) => (t.practice ? [t.practice.id] : [])));
    const stranger = await server.db.execute<{ id: number }>(sql`select id from practices order by id`);
    const elsewhere = stranger.rows.find((p) => !mine.has(p.id))?.id;
    expect(elsewhere).toBeDefined();
    const page = await list(member, `?view=all&practice_id=${elsewhere}`);
    expect(page).toEqual({
      data: [],
      meta: {
        page: 1,
        page_size: DEFAULT_PAGE_SIZE,
        total: 0,
        totals: { billed_cents: 0, plan_cents: 0, member_cents: 0 },
      },
    });
  });

  it('combines the filters: family member, practice, view and a date range together give their intersection', async () => {
    const appointments = all.filter((t) => t.kind === 'appointment');
    const sample = appointments[Math.floor(appointments.length / 2)];
    if (!sample?.practice) throw new Error('the demo member has visits');
    const from = `${sample.date.slice(0, 4)}-01-01`;
    const to = sample.date;
    const query = `?view=all&patient_id=${sample.patient.id}&practice_id=${sample.practice.id}&date_from=${from}&date_to=${to}&page_size=100`;
    const page = await list(member, query);
    const expected = all.filter(
      (t) =>
        t.patient.id === sample.patient.id && t.practice?.id === sample.practice?.id && t.date >= from && t.date <= to,
    );
    expect(page.data.map((t) => `${t.kind}${t.id}`)).toEqual(expected.map((t) => `${t.kind}${t.id}`));
    expect(page.data.map((t) => t.id)).toContain(sample.id);
    expect(page.meta.totals).toEqual(sums(expected));
  });

  it('filters by appointment date range (inclusive) and by payment date range', async () => {
    const receipts = all.filter((t) => t.kind === 'appointment');
    const dates = receipts.map((t) => t.date).sort();
    const from = dates[Math.floor(dates.length / 4)] ?? '';
    const to = dates[Math.floor((dates.length * 3) / 4)] ?? '';
    const byDate = await list(member, `?date_from=${from}&date_to=${to}&page_size=100`);
    const expected = receipts.filter((t) => t.date >= from && t.date <= to);
    expect(byDate.data.map((t) => `${t.kind}${t.id}`)).toEqual(expected.map((t) => `${t.kind}${t.id}`));
    expect(byDate.meta.totals).toEqual(sums(expected));

    const paid = receipts.filter((t) => t.payment_date !== null);
    const payDates = paid.map((t) => t.payment_date ?? '').sort();
    const payFrom = payDates[0] ?? '';
    const payTo = payDates[Math.floor(payDates.length / 2)] ?? '';
    const byPayment = await list(member, `?date_type=payment_date&date_from=${payFrom}&date_to=${payTo}&page_size=100`);
    const expectedPaid = paid.filter((t) => (t.payment_date ?? '') >= payFrom && (t.payment_date ?? '') <= payTo);
    expect(byPayment.data.map((t) => `${t.kind}${t.id}`).sort()).toEqual(
      expectedPaid.map((t) => `${t.kind}${t.id}`).sort(),
    );
    expect(byPayment.data.length).toBeGreaterThan(0);
    expect(byPayment.data.length).toBeLessThan(receipts.length);
  });

  it('refuses a range that ends before it starts, and bad dates, with field messages', async () => {
    const reversed = await member.get(`${LIST}?date_from=2025-02-01&date_to=2025-01-31`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ errors: { date_to: 'End date must be on or after the start date' } });
    const bad = await member.get(`${LIST}?date_from=2025-13-01&date_type=paid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { date_from: 'Invalid', date_type: 'Invalid' } });
  });

  it('refuses a page or page size out of range', async () => {
    for (const query of ['?page=0', '?page_size=0', '?page_size=101', '?page=abc']) {
      const response = await member.get(`${LIST}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors)).toEqual([
        query.slice(1).split('=')[0],
      ]);
    }
  });

  it('paginates; totals cover the whole filtered set, not the page', async () => {
    const whole = await list(member, '?view=all&page_size=100');
    const first = await list(member, '?view=all&page_size=2');
    const second = await list(member, '?view=all&page_size=2&page=2');
    const beyond = await list(member, `?view=all&page_size=2&page=${Math.ceil(whole.meta.total / 2) + 1}`);
    expect(first.data).toEqual(whole.data.slice(0, 2));
    expect(second.data).toEqual(whole.data.slice(2, 4));
    expect(beyond.data).toEqual([]);
    for (const page of [first, second, beyond]) {
      expect(page.meta.total).toBe(whole.meta.total);
      expect(page.meta.totals).toEqual(sums(whole.data));
    }
  });

  it('answers page and totals in ONE statement after authentication (past the last page too)', async () => {
    for (const query of [
      '?view=all',
      '?view=all&page=99',
      '?patient_id=1&date_type=payment_date&date_from=2020-01-01',
    ]) {
      const { statements } = await statementsOf(server, () => list(member, query));
      expect(statements.filter((s) => /appointments|reimbursements|estimates/.test(s))).toHaveLength(1);
    }
  });

  it('shows no other household’s rows', async () => {
    const theirs = (await list(other, '?view=all&page_size=100')).data;
    const mine = new Set(all.map((t) => `${t.kind}${t.id}`));
    expect(theirs.some((t) => mine.has(`${t.kind}${t.id}`))).toBe(false);
    expect(all.every((t) => t.patient.id > 0)).toBe(true);
    const household = await server.db.execute<{ id: number }>(
      sql`select id from patients where household_id = ${me.householdId}`,
    );
    const ids = new Set(household.rows.map((r) => r.id));
    expect(all.every((t) => ids.has(t.patient.id))).toBe(true);
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await server.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });
});

describe('GET member/v4/appointments/{id}/ and member/v4/reimbursements/{id}/', () => {
  let server: TestServer;
  let member: TestClient;
  let other: TestClient;
  let receipts: Transaction[];
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    other = await signedIn(server.app, DEMO_EMAILS.inOffice);
    receipts = (await member.get(`${LIST}?view=all&page_size=100`)).json<TransactionsResponse>().data;
  });
  afterAll(() => server.close());

  const audits = async (action: string, subjectId: number) =>
    (
      await server.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = ${action} and subject_id = ${String(subjectId)}`,
      )
    ).rows[0]?.n;

  it('answers an appointment with its lines, and the lines add up to the totals and to the list row', async () => {
    const paid = receipts.find((t) => t.kind === 'appointment' && t.payment_date !== null);
    expect(paid).toBeDefined();
    const response = await member.get(`/api/member/v4/appointments/${paid?.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ data: AppointmentDetails }>().data;
    expect(appointmentDetailsSchema.parse(details)).toEqual(details);
    expect(details.lines.length).toBeGreaterThan(0);
    const sum = (key: 'billed_cents' | 'allowed_cents' | 'plan_cents' | 'member_cents') =>
      details.lines.reduce((s, l) => s + l[key], 0);
    expect(details.totals).toEqual({
      billed_cents: sum('billed_cents'),
      allowed_cents: sum('allowed_cents'),
      plan_cents: sum('plan_cents'),
      member_cents: sum('member_cents'),
    });
    for (const line of details.lines) expect(line.plan_cents + line.member_cents).toBe(line.allowed_cents);
    expect(details.totals).toMatchObject({
      billed_cents: paid?.billed_cents,
      plan_cents: paid?.plan_cents,
      member_cents: paid?.member_cents,
    });
    expect(details.practice).toMatchObject({ id: paid?.practice?.id, name: paid?.practice?.name });
    expect(details.practice.address_line_1).toBeTruthy();
    expect(details.lines[0]?.name).toBeTruthy();
    // The seed records who saw the patient: one of the practice's dentists.
    const dentists = await server.db.execute<{ id: number }>(
      sql`select id from dentists where practice_id = ${details.practice.id}`,
    );
    expect(dentists.rows.map((d) => d.id)).toContain(details.dentist?.id);
    expect(details.dentist?.name).toMatch(/\S+ \S+/);
    // The payment ledger settles the member's share; the last payment is on the visit's payment date.
    expect(details.payments.reduce((total, p) => total + p.amount_cents, 0)).toBe(details.totals.member_cents);
    if (details.totals.member_cents > 0) expect(details.payments.at(-1)?.date).toBe(paid?.payment_date);
    expect(details.payments.every((p, i) => i === 0 || (details.payments[i - 1]?.date ?? '') <= p.date)).toBe(true);
    expect(await audits('appointment_read', details.patient.id)).toBeGreaterThan(0);
  });

  it('reads an appointment in one statement plus its audit row', async () => {
    const id = receipts.find((t) => t.kind === 'appointment')?.id;
    const { statements } = await statementsOf(server, () => member.get(`/api/member/v4/appointments/${id}/`));
    expect(statements.filter((s) => /from appointments/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /insert into "audit_log"/.test(s))).toHaveLength(1);
  });

  it('answers an unpaid appointment with no payments', async () => {
    const unpaid = receipts.find((t) => t.kind === 'appointment' && t.payment_date === null);
    expect(unpaid).toBeDefined();
    const details = (await member.get(`/api/member/v4/appointments/${unpaid?.id}/`)).json<{
      data: AppointmentDetails;
    }>().data;
    expect(details.payments).toEqual([]);
  });

  it('answers a reimbursement with what was submitted and its documents, audited', async () => {
    const item = receipts.find((t) => t.kind === 'reimbursement' && t.status !== 'denied');
    const response = await member.get(`/api/member/v4/reimbursements/${item?.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<{ data: ReimbursementDetails }>().data;
    expect(reimbursementDetailsSchema.parse(details)).toEqual(details);
    expect(details).toMatchObject({
      provider_name: item?.provider_name,
      service_date: item?.date,
      billed_cents: item?.billed_cents,
      reimbursed_cents: item?.plan_cents,
      denial_reason: null,
    });
    expect(details.documents.length).toBeGreaterThan(0);
    for (const document of details.documents) {
      expect(document).toMatchObject({
        content_type: 'application/pdf',
        url: `/api/member/v4/reimbursement-documents/${document.id}/file`,
      });
      expect(document.name).toMatch(/\.pdf$/);
      expect(document.size_bytes).toBeGreaterThan(100);
      expect(document.uploaded_at <= details.submitted_at).toBe(true);
    }
    expect(await audits('reimbursement_read', details.patient.id)).toBeGreaterThan(0);
  });

  it('answers a denied reimbursement with its reason (the demo member has one)', async () => {
    const denied = receipts.filter((t) => t.kind === 'reimbursement' && t.status === 'denied');
    expect(denied.length).toBeGreaterThan(0);
    for (const item of denied) {
      const details = (await member.get(`/api/member/v4/reimbursements/${item.id}/`)).json<{
        data: ReimbursementDetails;
      }>().data;
      expect(details).toMatchObject({ status: 'denied', reimbursed_cents: 0 });
      expect(details.denial_reason).toBeTruthy();
    }
    const riverside = denied.find((t) => t.provider_name === 'Riverside Oral Surgery');
    const details = (await member.get(`/api/member/v4/reimbursements/${riverside?.id}/`)).json<{
      data: ReimbursementDetails;
    }>().data;
    expect(details.denial_reason).toBe('The claim did not include the X-ray the plan needs for a surgical extraction.');
  });

  it("answers another household's appointment and reimbursement with 404, and unknown ids too", async () => {
    const appointment = receipts.find((t) => t.kind === 'appointment')?.id;
    const reimbursement = receipts.find((t) => t.kind === 'reimbursement')?.id;
    for (const url of [
      `/api/member/v4/appointments/${appointment}/`,
      `/api/member/v4/reimbursements/${reimbursement}/`,
    ]) {
      const response = await other.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: 'Not found.' });
    }
    expect((await member.get('/api/member/v4/appointments/99999999/')).statusCode).toBe(404);
    expect((await member.get('/api/member/v4/reimbursements/99999999/')).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/member/v4/appointments/${appointment}/` })).statusCode,
    ).toBe(401);
  });
});
