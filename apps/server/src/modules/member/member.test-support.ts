// Helpers for the member API tests (not shipped behaviour): demo people, signed-in clients, statement counts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/database.js';
import { households, patients, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import type { TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';
import { hashPassword } from '../auth/index.js';

export { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';

/** A demo member's user, own patient record and household. */
export interface DemoPerson {
  userId: number;
  email: string;
  patientId: number;
  householdId: number;
  memberId: string;
}

/** The member user with this email and their patient record. */
export async function memberByEmail(db: Database, email: string): Promise<DemoPerson> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      patientId: patients.id,
      householdId: patients.householdId,
      memberId: patients.memberId,
    })
    .from(users)
    .innerJoin(patients, eq(patients.userId, users.id))
    .where(and(eq(users.accountType, 'member'), eq(users.email, email)))
    .limit(1);
  if (!row) throw new Error(`no member ${email}`);
  return row;
}

/** The other people of a household (not `patientId`), in id order. */
export async function othersInHousehold(db: Database, householdId: number, patientId: number) {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.householdId, householdId), ne(patients.id, patientId)))
    .orderBy(patients.id);
}

/** A client signed in to the member app (or `app`) as `email`. */
export async function signedIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(app);
  await client.hello();
  const response = await client.post('/api/token/', { email, password, account_type: 'member' });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** Gives a patient with no sign-in a verified member user (an adult dependent who signs in, ...). */
export async function giveSignIn(db: Database, patientId: number, password = DEMO_PASSWORD): Promise<string> {
  const email = `person-${randomBytes(4).toString('hex')}@example.com`;
  const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
  if (!patient) throw new Error('no patient');
  const [user] = await db
    .insert(users)
    .values({
      accountType: 'member',
      email,
      passwordHash: await hashPassword(password),
      firstName: patient.firstName,
      lastName: patient.lastName,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await db
    .update(patients)
    .set({ userId: user?.id ?? null, email })
    .where(eq(patients.id, patientId));
  return email;
}

/** The SQL statements one call runs (the test server records every statement of its database). */
export async function statementsOf<T>(
  server: TestServer,
  call: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  server.statements.length = 0;
  const result = await call();
  return { result, statements: [...server.statements] };
}

/** The household row (address and healthshare flag). */
export async function householdOf(db: Database, householdId: number) {
  const [row] = await db.select().from(households).where(eq(households.id, householdId));
  if (!row) throw new Error('no household');
  return row;
}

/** A mailed link's code. */
export function codeOfLink(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?code=([\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return decodeURIComponent(match[1]);
}
