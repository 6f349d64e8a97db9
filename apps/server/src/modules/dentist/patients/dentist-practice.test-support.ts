// Test helpers of the dentist portal's modules (patients, reports): a signed-in practice user, the demo
// practice's ids, and visits written with their lines (the totals triggers sum them, as for a saved visit).
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../member/member.test-support.js';
import { passSecondStep } from '../../auth/mfa/mfa.test-support.js';
import { DEMO_TOTP_SECRET } from '../../../seed/seed-demo-mfa.js';

/** A client signed in to the dentist app as `email` (the owner passes the second step, decision 0025). */
export async function dentistClient(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello('dentist');
  const response = await client.post('/api/token/', { email, password: DEMO_PASSWORD, account_type: 'dentist' });
  expect(response.statusCode, response.body).toBe(200);
  if (email === DEMO_EMAILS.dentist) {
    expect((await passSecondStep(client, DEMO_TOTP_SECRET, new Date())).statusCode).toBe(200);
  }
  return client;
}

/** A practice with one of its dentists and one of its locations. */
export interface PracticeIds {
  id: number;
  userId: number;
  dentistId: number;
  locationId: number;
}

/** The demo front desk's practice (with its user id), or another practice than it. */
export async function practiceOf(db: Database, which: 'demo' | 'other'): Promise<PracticeIds> {
  const demo = (
    await db.execute<{ id: number; user_id: number }>(sql`select pu.practice_id as id, u.id as user_id
      from practice_users pu join users u on u.id = pu.user_id where u.email = ${DEMO_EMAILS.frontDesk}`)
  ).rows[0]!;
  const practiceId =
    which === 'demo'
      ? demo.id
      : (
          await db.execute<{ id: number }>(sql`select p.id from practices p where p.id <> ${demo.id}
            and exists (select 1 from dentists d where d.practice_id = p.id)
            and exists (select 1 from practice_locations l where l.practice_id = p.id) order by p.id limit 1`)
        ).rows[0]!.id;
  const [row] = (
    await db.execute<{ dentist_id: number; location_id: number }>(sql`select
      (select min(id) from dentists where practice_id = ${practiceId}) as dentist_id,
      (select min(id) from practice_locations where practice_id = ${practiceId}) as location_id`)
  ).rows;
  return { id: practiceId, userId: demo.user_id, dentistId: row!.dentist_id, locationId: row!.location_id };
}

export interface VisitSpec {
  practiceId: number;
  patientId: number;
  appointmentDate: string;
  paymentDate?: string | null;
  status?: 'completed' | 'paid' | 'voided';
  dentistId?: number | null;
  locationId?: number | null;
  /** Each line's billed fee, plan share and member share (allowed = plan + member). */
  lines: { billed: number; plan: number; member: number }[];
}

/** Writes a visit and its lines (D1110 each); the database's triggers keep the visit's totals. */
export async function insertVisit(db: DbOrTx, v: VisitSpec): Promise<number> {
  const [row] = (
    await db.execute<{ id: number }>(sql`insert into appointments (household_id, patient_id, practice_id,
        location_id, dentist_id, appointment_date, payment_date, status)
      select household_id, id, ${v.practiceId}, ${v.locationId ?? null}, ${v.dentistId ?? null},
        ${v.appointmentDate}::date, ${v.paymentDate ?? null}::date, ${v.status ?? 'completed'}
      from patients where id = ${v.patientId} returning id`)
  ).rows;
  for (const line of v.lines) {
    await db.execute(sql`insert into appointment_lines (appointment_id, procedure_code, billed_cents, allowed_cents,
      plan_cents, member_cents) values (${row!.id}, 'D1110', ${line.billed}, ${line.plan + line.member}, ${line.plan},
      ${line.member})`);
  }
  return row!.id;
}
