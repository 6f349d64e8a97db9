// Decision 0035: the day rows the visits report sums are kept by triggers on appointments whoever writes them,
// at the commit (migration 0024). After every kind of change a visit goes through, they must equal the visits
// summed afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { insertVisit, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';

type DayRow = { key: string; visits: number; counted: number; billed: string; plan: string; member: string };

/** The day rows as kept (through `db`, or a transaction), without the rows every visit has left (all zero). */
async function kept(server: TestServer, db: DbOrTx = server.db): Promise<DayRow[]> {
  const result = await db.execute<DayRow>(sql`select concat_ws('/', practice_id, date_type, day, dentist_id,
      location_id) as key, visits, counted, billed_cents::text as billed, plan_cents::text as plan, member_cents::text as member
    from practice_visit_days
    where visits <> 0 or counted <> 0 or billed_cents <> 0 or plan_cents <> 0 or member_cents <> 0
    order by 1`);
  return result.rows;
}

/** The same rows summed from the visits now. */
async function afresh(server: TestServer): Promise<DayRow[]> {
  const result = await server.db.execute<DayRow>(sql`select concat_ws('/', a.practice_id, t.date_type, t.day,
      coalesce(a.dentist_id, 0), coalesce(a.location_id, 0)) as key, count(*)::int as visits,
      count(*) filter (where a.status <> 'voided')::int as counted,
      coalesce(sum(a.billed_cents) filter (where a.status <> 'voided'), 0)::text as billed,
      coalesce(sum(a.plan_cents) filter (where a.status <> 'voided'), 0)::text as plan,
      coalesce(sum(a.member_cents) filter (where a.status <> 'voided'), 0)::text as member
    from appointments a
    cross join lateral (values ('appointment_date', a.appointment_date), ('payment_date', a.payment_date)) t(date_type, day)
    where t.day is not null
    group by 1 order by 1`);
  return result.rows;
}

describe('practice_visit_days (decision 0035)', () => {
  let server: TestServer;
  let demo: PracticeIds;
  let other: PracticeIds;
  let patientId: number;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    demo = await practiceOf(server.db, 'demo');
    other = await practiceOf(server.db, 'other');
    const [row] = (await server.db.execute<{ id: number }>(sql`select id from patients order by id limit 1`)).rows;
    patientId = row!.id;
  });
  afterAll(() => server.close());

  it('hold the demo world as migrated and seeded', async () => {
    const rows = await kept(server);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await afresh(server));
  });

  it('follow a visit through its lines, payment, void, move to another practice and removal', async () => {
    const db = server.db;
    const id = await insertVisit(db, {
      practiceId: demo.id,
      patientId,
      appointmentDate: '1998-06-01',
      dentistId: demo.dentistId,
      locationId: demo.locationId,
      lines: [
        { billed: 10000, plan: 6000, member: 2000 },
        { billed: 5000, plan: 3000, member: 1000 },
      ],
    });
    const day = `${demo.id}/appointment_date/1998-06-01/${demo.dentistId}/${demo.locationId}`;
    expect((await kept(server)).find((r) => r.key === day)).toEqual({
      key: day,
      visits: 1,
      counted: 1,
      billed: '15000',
      plan: '9000',
      member: '3000',
    });
    expect(await kept(server)).toEqual(await afresh(server));

    await db.execute(sql`update appointments set payment_date = '1998-06-09', status = 'paid' where id = ${id}`);
    expect(await kept(server)).toEqual(await afresh(server));
    await db.execute(sql`update appointment_lines set billed_cents = billed_cents + 1 where appointment_id = ${id}`);
    expect(await kept(server)).toEqual(await afresh(server));
    await db.execute(sql`update appointments set status = 'voided' where id = ${id}`);
    expect((await kept(server)).find((r) => r.key === day)).toMatchObject({ visits: 1, counted: 0, billed: '0' });
    expect(await kept(server)).toEqual(await afresh(server));
    await db.execute(sql`update appointments set status = 'completed', practice_id = ${other.id},
      dentist_id = null, location_id = null where id = ${id}`);
    expect((await kept(server)).find((r) => r.key === day)).toBeUndefined();
    expect(await kept(server)).toEqual(await afresh(server));
    await db.execute(sql`delete from appointment_lines where appointment_id = ${id}`);
    await db.execute(sql`delete from appointments where id = ${id}`);
    expect(await kept(server)).toEqual(await afresh(server));
  });

  it('change at the commit, once for all the writes of a visit in its transaction', async () => {
    const db = server.db;
    const before = await kept(server);
    const day = (date: string) => `${demo.id}/appointment_date/${date}/${demo.dentistId}/${demo.locationId}`;
    const paid = `${demo.id}/payment_date/1998-07-09/${demo.dentistId}/${demo.locationId}`;
    await db.transaction(async (tx) => {
      // Saved with its lines (migration 0009's trigger writes its sums), paid, voided, brought back and moved to
      // another day: six events of one row, each applying its own old and new values.
      const id = await insertVisit(tx, {
        practiceId: demo.id,
        patientId,
        appointmentDate: '1998-07-01',
        dentistId: demo.dentistId,
        locationId: demo.locationId,
        lines: [{ billed: 8000, plan: 5000, member: 1500 }],
      });
      await tx.execute(sql`update appointments set payment_date = '1998-07-09', status = 'paid' where id = ${id}`);
      await tx.execute(sql`update appointments set status = 'voided' where id = ${id}`);
      await tx.execute(sql`update appointments set status = 'paid', appointment_date = '1998-07-02' where id = ${id}`);
      // Nothing of it is in the day rows before the commit: a visit saved at the same time for the same day
      // does not wait on the row (decision 0035).
      expect(await kept(server, tx)).toEqual(before);
    });
    const rows = await kept(server);
    expect(rows.find((r) => r.key === day('1998-07-01'))).toBeUndefined();
    const expected = { visits: 1, counted: 1, billed: '8000', plan: '5000', member: '1500' };
    expect(rows.find((r) => r.key === day('1998-07-02'))).toEqual({ key: day('1998-07-02'), ...expected });
    expect(rows.find((r) => r.key === paid)).toEqual({ key: paid, ...expected });
    expect(rows).toEqual(await afresh(server));

    // A visit saved and removed before the commit: its events still see the rows they wrote, and cancel out.
    await db.transaction(async (tx) => {
      const id = await insertVisit(tx, {
        practiceId: demo.id,
        patientId,
        appointmentDate: '1998-07-02',
        dentistId: demo.dentistId,
        locationId: demo.locationId,
        lines: [{ billed: 9000, plan: 6000, member: 2000 }],
      });
      await tx.execute(sql`delete from appointment_lines where appointment_id = ${id}`);
      await tx.execute(sql`delete from appointments where id = ${id}`);
    });
    expect(await kept(server)).toEqual(rows);
  });
});
