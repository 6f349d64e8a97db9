// A failed query never writes its values to the log (issue 15, item 4): a sign-up whose statement fails logged
// `params: member,<email>,$argon2id$…`, failed profile updates the date of birth and phone, and the driver's
// `detail` carries the whole failing row. The failing cases run against the real app and database (PGlite, or
// PostgreSQL with DATABASE_URL) and the captured log is searched for every value sent.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { ClientAt } from '../modules/auth/auth.test-support.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { databaseFailureOf, safeErrorMessage } from '../db/database-errors.js';
import { serializeError } from './logging.js';

const NUL = '\u0000';
/** Values that must never reach the log, whichever case sent them. */
const SECRETS = {
  email: 'octavia.nightingale@example.org',
  password: 'Marmalade-Lantern-58',
  firstName: 'Octavia',
  lastName: 'Nightingale',
  dateOfBirth: '1966-09-21',
  phone: '5125550187',
  zip: '78745',
};

function expectNoPersonalData(log: string, extra: string[] = []): void {
  for (const value of [...Object.values(SECRETS), ...extra, '$argon2', 'params:', 'Failed query', 'Failing row'])
    expect(log).not.toContain(value);
}

describe('database errors in the log: by code and statement, never with their values (issue 15)', () => {
  let server: TestServer;
  const logLines: string[] = [];
  const logged = () => logLines.join('');

  beforeAll(async () => {
    server = await createTestServer({ logLines });
    // A statement whose failure carries the failing row in `detail` (a NOT NULL violation), without the NUL byte
    // that input validation may refuse before the database sees it.
    server.app.post('/api/test/failing-insert/', async () => {
      const hash = await hashPassword(SECRETS.password);
      await server.db.execute(
        sql`insert into users (account_type, email, password_hash, first_name, last_name) values ('member', ${SECRETS.email}, ${hash}, ${SECRETS.firstName}, null)`,
      );
      return { data: 'unreachable' };
    });
  });
  afterAll(() => server.close());

  it('logs a failed statement carrying a password hash and personal data by its code only', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    logLines.length = 0;
    const response = await client.post('/api/test/failing-insert/', {});
    expect(response.statusCode).toBe(500);
    const line = logLines.find((l) => l.includes('unhandled error'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      err: { db: { kind: 'query', errorCode: '23502', statement: 'insert users', column: 'last_name' } },
    });
    expectNoPersonalData(logged());
  });

  it('logs a sign-up whose statement fails (a NUL byte reaching the driver) without the email, name or password hash', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    logLines.length = 0;
    const response = await client.post('/api/member/v4/signup/new-member/', {
      first_name: `${SECRETS.firstName}${NUL}`,
      last_name: SECRETS.lastName,
      date_of_birth: SECRETS.dateOfBirth,
      email: SECRETS.email,
      password: SECRETS.password,
      zip: SECRETS.zip,
    });
    // Refused by validation (400), or failed in the database: either way nothing of it is logged.
    if (response.statusCode !== 400)
      await vi.waitFor(() => expect(logLines.some((l) => /failed|unhandled error/.test(l))).toBe(true), {
        timeout: 10_000,
      });
    expectNoPersonalData(logged());
  });

  it('logs a failed profile update without the date of birth or phone', async () => {
    const member = new ClientAt(server.app);
    expect((await member.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    logLines.length = 0;
    const response = await member.patch('/api/member/v4/user/', {
      first_name: `Robin${NUL}`,
      date_of_birth: SECRETS.dateOfBirth,
      phone: SECRETS.phone,
      address_line_1: `1 Main St${NUL}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectNoPersonalData(logged(), [DEMO_EMAILS.member]);
  });

  it('keeps values out of what a database error serializes to, however it is logged or stored', async () => {
    const failure = await server.db
      .execute(sql`select ${`${SECRETS.email}${NUL}`}::text as x, ${SECRETS.phone}::int / 0 as y`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // Drizzle's own message has the values: this is what must never reach a log line.
    expect(String((failure as Error).message)).toContain(SECRETS.phone);
    expect(databaseFailureOf(failure)).toMatchObject({ kind: 'query', statement: 'select' });
    const serialized = JSON.stringify(serializeError(failure));
    expectNoPersonalData(serialized);
    expect(serialized).not.toContain('    at '); // no stack frames
    expectNoPersonalData(safeErrorMessage(failure));
  });

  it('answers 503 with the maintenance message when the database is gone, and logs no values', async () => {
    const gone = await createTestServer({ logLines });
    const client = new TestClient(gone.app);
    await client.hello();
    logLines.length = 0;
    await gone.database.close();
    const response = await client.post('/api/token/', {
      email: SECRETS.email,
      password: SECRETS.password,
      account_type: 'member',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      errors: 'The product is currently down for maintenance, please try again later.',
    });
    expectNoPersonalData(logged());
    await gone.close();
  });
});
