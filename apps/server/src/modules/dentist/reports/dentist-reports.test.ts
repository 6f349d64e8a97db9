import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_DATE_RANGE_ORDER,
  VISITS_CSV_COLUMNS,
  visitsReportResponseSchema,
  type VisitsReportResponse,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { dentistClient, insertVisit, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import { visitsReportRepository, type VisitsFilter } from './visits-report.repository.js';

const REPORT = '/api/dentist/v1/reports/visits/';
const CSV = '/api/dentist/v1/reports/visits.csv';

describe('dentist/v1/reports/visits and visits.csv (issue 16 item 6, decision 0030)', () => {
  let server: TestServer;
  let desk: TestClient;
  let demo: PracticeIds;
  let other: PracticeIds;
  const ids: Record<string, number> = {};
  let patients: number[];

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    demo = await practiceOf(server.db, 'demo');
    other = await practiceOf(server.db, 'other');
    patients = (await server.db.execute<{ id: number }>(sql`select id from patients order by id limit 3`)).rows.map(
      (r) => r.id,
    );
    // A name a spreadsheet would run, with a comma and a quote: the CSV defuses and quotes it.
    await server.db.execute(
      sql`update patients set first_name = '=HYPERLINK("x")', last_name = 'O''Brien, "Jr"' where id = ${patients[2]!}`,
    );
    const db = server.db;
    ids.v1 = await insertVisit(db, {
      practiceId: demo.id,
      patientId: patients[0]!,
      appointmentDate: '1999-03-01',
      paymentDate: '1999-03-10',
      status: 'paid',
      dentistId: demo.dentistId,
      locationId: demo.locationId,
      lines: [
        { billed: 10000, plan: 6000, member: 2000 },
        { billed: 5000, plan: 3000, member: 1000 },
      ],
    });
    ids.v2 = await insertVisit(db, {
      practiceId: demo.id,
      patientId: patients[1]!,
      appointmentDate: '1999-03-05',
      locationId: demo.locationId,
      lines: [{ billed: 12345, plan: 7000, member: 3333 }],
    });
    ids.voided = await insertVisit(db, {
      practiceId: demo.id,
      patientId: patients[1]!,
      appointmentDate: '1999-03-05',
      status: 'voided',
      dentistId: demo.dentistId,
      lines: [{ billed: 99999, plan: 50000, member: 10000 }],
    });
    ids.v4 = await insertVisit(db, {
      practiceId: demo.id,
      patientId: patients[2]!,
      appointmentDate: '1999-04-20',
      paymentDate: '1999-05-02',
      status: 'paid',
      lines: [{ billed: 101, plan: 1, member: 0 }],
    });
    ids.others = await insertVisit(db, {
      practiceId: other.id,
      patientId: patients[0]!,
      appointmentDate: '1999-03-03',
      dentistId: other.dentistId,
      locationId: other.locationId,
      lines: [{ billed: 777, plan: 700, member: 77 }],
    });
    // 30 visits on three days of June 1998 (ties on the date: the order falls back to the id).
    for (let i = 0; i < 30; i += 1) {
      await insertVisit(db, {
        practiceId: demo.id,
        patientId: patients[i % 2]!,
        appointmentDate: `1998-06-0${1 + (i % 3)}`,
        lines: [{ billed: 1000 + i, plan: 500, member: 100 }],
      });
    }
  });
  afterAll(() => server.close());

  const report = async (query: string, client = desk) => {
    const response = await client.get(`${REPORT}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VisitsReportResponse>();
    expect(visitsReportResponseSchema.parse(body)).toEqual(body);
    return body;
  };

  it('lists the visits of the range by appointment date, latest first, voided ones listed but not summed', async () => {
    const body = await report('date_from=1999-03-01&date_to=1999-03-31');
    expect(body.data.map((v) => v.id)).toEqual([ids.voided, ids.v2, ids.v1]);
    expect(body.meta).toEqual({
      page: 1,
      page_size: 25,
      total: 3,
      totals: { count: 2, billed_cents: 27345, plan_cents: 16000, member_cents: 6333 },
    });
    const v1 = body.data.find((v) => v.id === ids.v1);
    expect(v1).toMatchObject({
      appointment_date: '1999-03-01',
      payment_date: '1999-03-10',
      status: 'paid',
      billed_cents: 15000,
      plan_cents: 9000,
      member_cents: 3000,
    });
    expect(v1!.dentist_name).not.toBeNull();
    expect(v1!.location_name).not.toBeNull();
    expect(body.data.find((v) => v.id === ids.voided)?.status).toBe('voided');
  });

  it('applies the range to the payment date when asked (spec §3 report date types)', async () => {
    const march = await report('date_type=payment_date&date_from=1999-03-01&date_to=1999-03-31');
    expect(march.data.map((v) => v.id)).toEqual([ids.v1]);
    const may = await report('date_type=payment_date&date_from=1999-05-01&date_to=1999-05-31');
    expect(may.data.map((v) => v.id)).toEqual([ids.v4]);
    expect(may.meta.totals).toEqual({ count: 1, billed_cents: 101, plan_cents: 1, member_cents: 0 });
    const byVisitDate = await report('date_type=appointment_date&date_from=1999-05-01&date_to=1999-05-31');
    expect(byVisitDate.meta.total).toBe(0);
  });

  it('narrows to one of the practice’s dentists or locations', async () => {
    const dentist = await report(`date_from=1999-03-01&date_to=1999-03-31&dentist_id=${demo.dentistId}`);
    expect(dentist.data.map((v) => v.id)).toEqual([ids.voided, ids.v1]);
    expect(dentist.meta.totals).toEqual({ count: 1, billed_cents: 15000, plan_cents: 9000, member_cents: 3000 });
    const location = await report(`date_from=1999-03-01&date_to=1999-03-31&location_id=${demo.locationId}`);
    expect(location.data.map((v) => v.id)).toEqual([ids.v2, ids.v1]);
  });

  it('pages 25, 50 or 100 at a time with the totals of every page', async () => {
    const first = await report('date_from=1998-06-01&date_to=1998-06-30');
    const second = await report('date_from=1998-06-01&date_to=1998-06-30&page=2');
    expect(first.data).toHaveLength(25);
    expect(second.data).toHaveLength(5);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((v) => v.id)).size).toBe(30);
    const order = all.map((v) => `${v.appointment_date}:${String(v.id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    const billed = 30 * 1000 + (29 * 30) / 2;
    for (const page of [first, second]) {
      expect(page.meta.totals).toEqual({ count: 30, billed_cents: billed, plan_cents: 15000, member_cents: 3000 });
      expect(page.meta.total).toBe(30);
    }
    expect((await report('date_from=1998-06-01&date_to=1998-06-30&page_size=50')).data).toHaveLength(30);
    expect((await report('date_from=1998-06-01&date_to=1998-06-30&page=3')).data).toEqual([]);
  });

  it('answers bad filters with 400 and the field message', async () => {
    const bad = async (query: string, path = REPORT) => {
      const response = await desk.get(`${path}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await bad('date_from=1999-03-31&date_to=1999-03-01')).toMatchObject({ date_to: MSG_DATE_RANGE_ORDER });
    expect(await bad('date_from=1999-03-31&date_to=1999-03-01', CSV)).toMatchObject({ date_to: MSG_DATE_RANGE_ORDER });
    expect(await bad('date_to=1999-03-01')).toMatchObject({ date_from: 'Required' });
    expect(await bad('date_from=1999-02-30&date_to=1999-03-01')).toMatchObject({ date_from: 'Invalid' });
    expect(await bad('date_from=1999-03-01&date_to=1999-03-31&page_size=20')).toMatchObject({ page_size: 'Invalid' });
    expect(await bad('date_from=1999-03-01&date_to=1999-03-31&date_type=visit')).toMatchObject({
      date_type: 'Invalid',
    });
  });

  describe('another practice’s dentist or location is 404, on the report and its CSV (tenancy cases)', () => {
    /** The other practice's record in one filter, then an id that exists nowhere: both 404, nothing read. */
    const refused = (path: string, filter: () => string) => async () => {
      const before = (await auditRows(server.db, 'visits_report_read')).length;
      for (const tried of [filter(), 'dentist_id=2000000000']) {
        const response = await desk.get(`${path}?date_from=1999-03-01&date_to=1999-03-31&${tried}`);
        expect(response.statusCode, `${path} ${tried}`).toBe(404);
        expect(response.body).not.toContain('777');
      }
      // Nothing was read: no audit row.
      expect((await auditRows(server.db, 'visits_report_read')).length).toBe(before);
    };
    tenancyCases({
      'dentist.visitsReport.dentist_id': refused(REPORT, () => `dentist_id=${other.dentistId}`),
      'dentist.visitsReport.location_id': refused(REPORT, () => `location_id=${other.locationId}`),
      'dentist.visitsReportCsv.dentist_id': refused(CSV, () => `dentist_id=${other.dentistId}`),
      'dentist.visitsReportCsv.location_id': refused(CSV, () => `location_id=${other.locationId}`),
    });

    it('the other practice’s visit never shows in this practice’s report', async () => {
      const all = await report('date_from=1999-01-01&date_to=1999-12-31&page_size=100');
      expect(all.data.map((v) => v.id)).not.toContain(ids.others);
    });
  });

  it('exports every visit of the filters as CSV: header, ISO dates, dollars, escaped and defused fields', async () => {
    const response = await desk.get(`${CSV}?date_from=1998-01-01&date_to=1999-12-31`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="visits-appointment_date-1998-01-01-to-1999-12-31.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(VISITS_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 34 + 1);
    const v1 = lines.find((line) => line.startsWith(`${ids.v1},`));
    expect(v1).toMatch(/^\d+,1999-03-01,1999-03-10,Paid,[^,]+,\d{9},[^,]*,[^,]*,150\.00,90\.00,30\.00$/);
    const v4 = lines.find((line) => line.startsWith(`${ids.v4},`));
    expect(v4).toContain(`,"'=HYPERLINK(""x"") O'Brien, ""Jr""",`);
    expect(v4).toMatch(/,1\.01,0\.01,0\.00$/);
    expect(lines.find((line) => line.startsWith(`${ids.voided},`))).toContain(',Voided,');
    // The screen's words: an unpaid share is Unpaid, not the stored 'completed'.
    expect(lines.find((line) => line.startsWith(`${ids.v2},`))).toContain(',Unpaid,');
    expect(lines.some((line) => line.startsWith(`${ids.others},`))).toBe(false);
    // The same rows as the report, in its order.
    const page = await report('date_from=1998-01-01&date_to=1999-12-31&page_size=100');
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual(page.data.map((v) => v.id));
  });

  it('reads the export in keyset batches that add up to the whole set, ties on the date included', async () => {
    const repo = visitsReportRepository(server.db);
    const filter: VisitsFilter = {
      practiceId: demo.id,
      dateType: 'appointment_date',
      from: '1998-01-01',
      to: '1999-12-31',
    };
    const seen: number[] = [];
    let cursor = null;
    let batches = 0;
    do {
      const batch = await repo.batch(filter, cursor, 7);
      expect(batch.visits.length).toBeLessThanOrEqual(7);
      seen.push(...batch.visits.map((v) => v.id));
      cursor = batch.next;
      batches += 1;
    } while (cursor !== null);
    expect(batches).toBe(5);
    const page = await repo.page(filter, { limit: 100, offset: 0 });
    expect(seen).toEqual(page.visits.map((v) => v.id));
  });

  it('answers any offset as the slice of the whole ordered list: a page starting mid-day, at a day, past the end', async () => {
    const repo = visitsReportRepository(server.db);
    const filters: VisitsFilter[] = [
      { practiceId: demo.id, dateType: 'appointment_date', from: '1998-01-01', to: '1999-12-31' },
      { practiceId: demo.id, dateType: 'payment_date', from: '1998-01-01', to: '1999-12-31' },
      { practiceId: demo.id, dateType: 'appointment_date', from: '1998-06-02', to: '1998-06-03' },
      {
        practiceId: demo.id,
        dateType: 'appointment_date',
        from: '1998-01-01',
        to: '1999-12-31',
        dentistId: demo.dentistId,
      },
    ];
    for (const f of filters) {
      // The order the report promises, read from the visits themselves (not from the day rows the page skips by).
      const column = sql.raw(f.dateType === 'payment_date' ? 'payment_date' : 'appointment_date');
      const expected = (
        await server.db.execute<{ id: number }>(sql`select id from appointments
          where practice_id = ${f.practiceId} and ${column} between ${f.from}::date and ${f.to}::date
            ${f.dentistId === undefined ? sql`` : sql`and dentist_id = ${f.dentistId}`}
          order by ${column} desc, id desc`)
      ).rows.map((r) => r.id);
      for (let offset = 0; offset <= expected.length + 1; offset += 1) {
        const page = await repo.page(f, { limit: 4, offset });
        expect(
          page.visits.map((v) => v.id),
          `${JSON.stringify(f)} offset ${offset}`,
        ).toEqual(expected.slice(offset, offset + 4));
        expect(page.total).toBe(expected.length);
      }
    }
  });

  it('audits each page read and each export once, with the count, never the patients', async () => {
    const before = (await auditRows(server.db, 'visits_report_read')).length;
    await report('date_from=1999-03-01&date_to=1999-03-31');
    await report('date_from=1990-01-01&date_to=1990-01-31'); // empty: nothing read, nothing audited
    expect((await desk.get(`${CSV}?date_from=1999-03-01&date_to=1999-03-31`)).statusCode).toBe(200);
    const rows = (await auditRows(server.db, 'visits_report_read')).slice(0, 2);
    expect((await auditRows(server.db, 'visits_report_read')).length).toBe(before + 2);
    expect(rows[1]).toMatchObject({
      actorUserId: demo.userId,
      actorAccountType: 'dentist',
      subjectType: null,
      details: { practice_id: demo.id, format: 'page', page: 1, count: 3 },
    });
    expect(rows[0]).toMatchObject({
      details: {
        practice_id: demo.id,
        format: 'csv',
        date_type: 'appointment_date',
        from: '1999-03-01',
        to: '1999-03-31',
      },
    });
  });

  it('answers 401 without a session (the guard runs before the filters)', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`${CSV}?date_from=1999-03-01&date_to=1999-03-31`)).statusCode).toBe(401);
    expect((await anonymous.get(`${REPORT}?date_from=1999-03-01&date_to=1999-03-31`)).statusCode).toBe(401);
  });
});
