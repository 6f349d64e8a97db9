import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { practicePatientsResponseSchema, type PracticePatientsResponse } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, type DemoPerson } from '../../member/member.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from './dentist-practice.test-support.js';
import { notePracticePatient } from './index.js';

const PATIENTS = '/api/dentist/v1/patients/';

describe('dentist/v1/patients (issue 16 item 6, decision 0030)', () => {
  let server: TestServer;
  let desk: TestClient;
  let demo: PracticeIds;
  let me: DemoPerson;
  let dob: string;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    demo = await practiceOf(server.db, 'demo');
    me = await memberByEmail(server.db, DEMO_EMAILS.member);
    dob = (
      await server.db.execute<{ d: string }>(
        sql`select date_of_birth::text as d from patients where id = ${me.patientId}`,
      )
    ).rows[0]!.d;
  });
  afterAll(() => server.close());

  const list = async (query = '') => {
    const response = await desk.get(`${PATIENTS}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PracticePatientsResponse>();
    expect(practicePatientsResponseSchema.parse(body)).toEqual(body);
    return body;
  };

  const rowsOf = async (practiceId: number) =>
    (
      await server.db.execute<{ patient_id: number; last_checked_at: string | null; last_visit_date: string | null }>(
        sql`select patient_id, last_checked_at::text, last_visit_date::text from practice_patients
          where practice_id = ${practiceId} order by patient_id`,
      )
    ).rows;

  it('lists the patients of the practice’s seeded visits (the backfill), latest activity first, without ids', async () => {
    const body = await list();
    const expected = (
      await server.db.execute<{ n: number }>(
        sql`select count(distinct patient_id)::int as n from appointments where practice_id = ${demo.id}`,
      )
    ).rows[0]!.n;
    expect(expected).toBeGreaterThan(0);
    expect(body.meta).toEqual({ page: 1, page_size: 20, total: expected });
    const dates = body.data.map((p) => p.last_visit_date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(JSON.stringify(body)).not.toMatch(/"(patient_)?id"/);
  });

  it('an eligibility look-up makes the patient one of the practice’s, checked now, first of the list', async () => {
    const response = await desk.get(`/api/dentist/v1/eligibility/?member_id=${me.memberId}&date_of_birth=${dob}`);
    expect(response.statusCode, response.body).toBe(200);
    const row = (await rowsOf(demo.id)).find((r) => r.patient_id === me.patientId);
    expect(row?.last_checked_at).not.toBeNull();
    const [first] = (await list()).data;
    expect(first).toMatchObject({ member_id: me.memberId, date_of_birth: dob });
    expect(Date.now() - Date.parse(first!.last_checked_at!)).toBeLessThan(60_000);
    // A look-up matching nobody records nobody.
    const before = (await rowsOf(demo.id)).length;
    await desk.get(`/api/dentist/v1/eligibility/?member_id=000000001&date_of_birth=${dob}`);
    expect((await rowsOf(demo.id)).length).toBe(before);
  });

  it('notePracticePatient upserts: later dates win, an earlier visit keeps the latest', async () => {
    const [other] = (
      await server.db.execute<{ id: number }>(sql`select id from patients where id not in
        (select patient_id from practice_patients where practice_id = ${demo.id}) order by id limit 1`)
    ).rows;
    const note = (n: { checkedAt?: Date; visitDate?: string }) =>
      notePracticePatient(server.db, { practiceId: demo.id, patientId: other!.id, ...n });
    await note({ visitDate: '2020-05-01' });
    await note({ visitDate: '2019-01-01' });
    await note({ checkedAt: new Date('2021-01-01T10:00:00Z') });
    await note({ checkedAt: new Date('2020-01-01T10:00:00Z') });
    const row = (await rowsOf(demo.id)).find((r) => r.patient_id === other!.id);
    expect(row?.last_visit_date).toBe('2020-05-01');
    expect(new Date(row!.last_checked_at!).toISOString()).toBe('2021-01-01T10:00:00.000Z');
    expect((await rowsOf(demo.id)).filter((r) => r.patient_id === other!.id)).toHaveLength(1);
  });

  it('searches by name (any part, any case) or by the start of a member id; LIKE characters match themselves', async () => {
    const [first] = (await list()).data;
    const byName = await list(`q=${encodeURIComponent(first!.last_name.toUpperCase())}`);
    expect(byName.data.map((p) => p.member_id)).toContain(first!.member_id);
    const byId = await list(`q=${first!.member_id.slice(0, 6)}`);
    expect(byId.data.every((p) => p.member_id.startsWith(first!.member_id.slice(0, 6)))).toBe(true);
    expect(byId.data.map((p) => p.member_id)).toContain(first!.member_id);
    expect((await list('q=%25')).meta.total).toBe(0);
    expect((await list('q=zzzzqqqq')).data).toEqual([]);
  });

  it('pages the list', async () => {
    const all = await list('page_size=100');
    const one = await list('page_size=2&page=2');
    expect(one.data).toEqual(all.data.slice(2, 4));
    expect(one.meta.total).toBe(all.meta.total);
  });

  it('never lists another practice’s patients', async () => {
    const other = await practiceOf(server.db, 'other');
    const [only] = (
      await server.db.execute<{ id: number; member_id: string }>(sql`select p.id, p.member_id from patients p
        where not exists (select 1 from practice_patients pp where pp.patient_id = p.id and pp.practice_id = ${demo.id})
        order by p.id desc limit 1`)
    ).rows;
    await notePracticePatient(server.db, { practiceId: other.id, patientId: only!.id, checkedAt: new Date() });
    expect((await list(`q=${only!.member_id}`)).data).toEqual([]);
  });

  it('audits each page read once with its count, not each patient; an empty page writes nothing', async () => {
    const before = (await auditRows(server.db, 'practice_patients_read')).length;
    const body = await list('page_size=5');
    await list('q=zzzzqqqq');
    const rows = await auditRows(server.db, 'practice_patients_read');
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      actorUserId: demo.userId,
      actorAccountType: 'dentist',
      subjectType: null,
      details: { practice_id: demo.id, count: body.data.length, page: 1, searched: false },
    });
  });

  it('answers a bad query with 400', async () => {
    const response = await desk.get(`${PATIENTS}?q=${encodeURIComponent('a\u0000b')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { q: 'Invalid' } });
  });
});
