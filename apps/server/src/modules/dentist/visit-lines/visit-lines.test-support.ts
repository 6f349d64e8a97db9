// The set-up the practice's visits and estimates tests share (issue 25 item 7): the front desk and the demo member
// signed in, the demo practice's ids, the patient whose lines they price (the member's spouse: gold_high, in
// network at the demo practice), row counts and the member's unread notifications.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import type { TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../../member/member.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';

/** A patient as the practice names them: the eligibility look-up's keys. */
export interface PatientKeys {
  member_id: string;
  date_of_birth: string;
}

/** Who the visits' and estimates' tests act as and on. */
export interface VisitLinesWorld {
  desk: TestClient;
  member: TestClient;
  practice: PracticeIds;
  spouse: PatientKeys;
}

/** The front desk and the demo member signed in, the demo practice's ids and the member's spouse's keys. */
export async function visitLinesWorld(server: TestServer): Promise<VisitLinesWorld> {
  const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
  const member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
  const me = await memberByEmail(server.db, DEMO_EMAILS.member);
  const others = await othersInHousehold(server.db, me.householdId, me.patientId);
  const wife = others.find((p) => p.relationship === 'Spouse');
  if (!wife) throw new Error('the demo member has no spouse');
  return {
    desk,
    member,
    practice: await practiceOf(server.db, 'demo'),
    spouse: { member_id: wife.memberId, date_of_birth: wife.dateOfBirth },
  };
}

/** How many rows `table` holds. */
export async function rowCount(db: Database, table: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(rows[0]?.n);
}

/** The member's unread notifications, as the top bar counts them. */
export async function unreadCount(member: TestClient): Promise<number> {
  const response = await member.get('/api/member/v4/unread/');
  return response.json<{ data: { total_unread_count: number } }>().data.total_unread_count;
}
