// Shared set-up of the practice module's tests: dentist-portal clients of the demo practice and the ids of
// another practice (tenancy cases).
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { hasValidNpiCheckDigit, type PracticeLocationInput } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../member/member.test-support.js';
import { passSecondStep } from '../../auth/mfa/mfa.test-support.js';
import { DEMO_TOTP_SECRET } from '../../../seed/seed-demo-mfa.js';

export const PRACTICE = '/api/dentist/v1/practice/';
export const LOCATIONS = '/api/dentist/v1/practice/locations/';
export const DENTISTS = '/api/dentist/v1/practice/dentists/';
export const STAFF = '/api/dentist/v1/practice/staff/';
export const INVITES = '/api/dentist/v1/practice/staff/invites/';
export const STAFF_USERS = '/api/dentist/v1/practice/staff/users/';
export const ACCEPT = '/api/dentist/v1/staff-invites/accept/';
export const PIN = '/api/dentist/v1/me/pin/';
export const LOCK = '/api/dentist/v1/me/lock/';
export const UNLOCK = '/api/dentist/v1/me/unlock/';

/** A dentist-portal client signed in as `email` (the owner passes the second step, decision 0025). */
export async function dentistClient(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello('dentist');
  const response = await client.post('/api/token/', { email, password, account_type: 'dentist' });
  expect(response.statusCode, response.body).toBe(200);
  if (email === DEMO_EMAILS.dentist) {
    expect((await passSecondStep(client, DEMO_TOTP_SECRET, new Date())).statusCode).toBe(200);
  }
  return client;
}

/** The demo practice (of the owner and the front desk). */
export async function demoPracticeId(db: Database): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`select pu.practice_id as id from practice_users pu
    join users u on u.id = pu.user_id where u.email = ${DEMO_EMAILS.frontDesk}`);
  return rows[0]!.id;
}

/** Another practice of the demo world with a location and a dentist. */
export async function otherPractice(
  db: Database,
  notId: number,
): Promise<{ id: number; locationId: number; dentistId: number }> {
  const { rows } = await db.execute<{ id: number; location_id: number; dentist_id: number }>(sql`
    select p.id, (select min(l.id) from practice_locations l where l.practice_id = p.id) as location_id,
      (select min(d.id) from dentists d where d.practice_id = p.id) as dentist_id
    from practices p
    where p.id <> ${notId} and exists (select 1 from practice_locations l where l.practice_id = p.id)
      and exists (select 1 from dentists d where d.practice_id = p.id)
    order by p.id limit 1`);
  const row = rows[0]!;
  return { id: row.id, locationId: row.location_id, dentistId: row.dentist_id };
}

/** A valid NPI (check digit over 80840, spec §5 and CMS) starting with these nine digits. */
export function npiFrom(first9: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (hasValidNpiCheckDigit(`${first9}${digit}`)) return `${first9}${digit}`;
  }
  throw new Error('no check digit');
}

/** A whole location form: open Monday to Friday, closed at the weekend. */
export function locationInput(overrides: Partial<PracticeLocationInput> = {}): PracticeLocationInput {
  const day = { open: '08:00', close: '17:00' };
  return {
    name: 'Riverside Office',
    address_line_1: '1 Main Street',
    address_line_2: '',
    zip: '10001',
    phone: '(212) 555-0100',
    hours: { Monday: day, Tuesday: day, Wednesday: day, Thursday: day, Friday: day, Saturday: null, Sunday: null },
    accepting_new_patients: true,
    languages: ['English', 'Spanish'],
    ...overrides,
  };
}
