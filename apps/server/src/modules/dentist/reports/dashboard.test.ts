import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dashboardResponseSchema, type Dashboard } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import { isoDay } from '../../../platform/dates.js';
import { dentistClient, insertVisit, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import { notePracticePatient } from '../patients/index.js';

const DASHBOARD = '/api/dentist/v1/dashboard/';

describe('dentist/v1/dashboard (issue 16 item 1, decision 0030)', () => {
  let server: TestServer;
  let desk: TestClient;
  let demo: PracticeIds;
  let patients: number[];

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    demo = await practiceOf(server.db, 'demo');
    patients = (await server.db.execute<{ id: number }>(sql`select id from patients order by id limit 12`)).rows.map(
      (r) => r.id,
    );
  });
  afterAll(() => server.close());

  const dashboard = async () => {
    const response = await desk.get(DASHBOARD);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Dashboard }>();
    expect(dashboardResponseSchema.parse(body)).toEqual(body);
    return body.data;
  };

  it('counts today’s visits (voided left out) and lists the latest ten', async () => {
    const today = isoDay(new Date());
    const before = await dashboard();
    expect(before.today).toBe(today);
    const written: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      written.push(
        await insertVisit(server.db, {
          practiceId: demo.id,
          patientId: patients[i]!,
          appointmentDate: today,
          dentistId: demo.dentistId,
          lines: [{ billed: 5000, plan: 3000, member: 1000 }],
        }),
      );
    }
    await insertVisit(server.db, {
      practiceId: demo.id,
      patientId: patients[0]!,
      appointmentDate: today,
      status: 'voided',
      lines: [{ billed: 5000, plan: 3000, member: 1000 }],
    });
    const after = await dashboard();
    expect(after.visits_today.count).toBe(before.visits_today.count + 11);
    expect(after.visits_today.visits).toHaveLength(10);
    expect(after.visits_today.visits.map((v) => v.id)).toEqual(written.slice(1).reverse());
    expect(after.visits_today.visits[0]).toMatchObject({ billed_cents: 5000, member_cents: 1000, status: 'completed' });
  });

  it('counts the patients checked today, the estimates sent and not expired, and the member shares unpaid after 30 days', async () => {
    const before = await dashboard();
    const now = new Date();
    await notePracticePatient(server.db, { practiceId: demo.id, patientId: patients[0]!, checkedAt: now });
    await notePracticePatient(server.db, { practiceId: demo.id, patientId: patients[1]!, checkedAt: now });
    const [household] = (
      await server.db.execute<{ household_id: number }>(
        sql`select household_id from patients where id = ${patients[0]!}`,
      )
    ).rows;
    const estimate = (validUntil: string | null, status = 'sent') =>
      server.db
        .execute(sql`insert into estimates (household_id, patient_id, practice_id, estimate_date, valid_until, status)
        values (${household!.household_id}, ${patients[0]!}, ${demo.id}, current_date, ${validUntil}::date, ${status})`);
    await estimate('2999-01-01');
    await estimate(null);
    await estimate('2000-01-01'); // expired
    await estimate('2999-01-01', 'draft'); // not given to the patient yet (decision 0032)
    await estimate('2999-01-01', 'voided');
    const old = new Date(now.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
    await insertVisit(server.db, {
      practiceId: demo.id,
      patientId: patients[2]!,
      appointmentDate: old,
      lines: [{ billed: 9000, plan: 5000, member: 2500 }],
    });
    await insertVisit(server.db, {
      practiceId: demo.id,
      patientId: patients[2]!,
      appointmentDate: old,
      status: 'paid',
      paymentDate: old,
      lines: [{ billed: 9000, plan: 5000, member: 2500 }],
    });
    const after = await dashboard();
    expect(after.checks_today).toBe(before.checks_today + 2);
    expect(after.estimates_waiting).toBe(before.estimates_waiting + 2);
    expect(after.needs_attention.unpaid_shares).toEqual({
      count: before.needs_attention.unpaid_shares.count + 1,
      member_cents: before.needs_attention.unpaid_shares.member_cents + 2500,
    });
  });

  it('says whether the practice’s bank is verified', async () => {
    await server.db.execute(sql`update practices set bank_status = 'verification pending' where id = ${demo.id}`);
    expect((await dashboard()).needs_attention).toMatchObject({
      bank_status: 'verification pending',
      bank_verified: false,
    });
    await server.db.execute(sql`update practices set bank_status = 'verified' where id = ${demo.id}`);
    expect((await dashboard()).needs_attention.bank_verified).toBe(true);
  });
});
