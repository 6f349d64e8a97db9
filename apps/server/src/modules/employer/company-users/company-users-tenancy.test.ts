// Issue 27 items 1 and 8, the tenancy harness's cases of the company users' calls (http/tenancy.test.ts): another
// company's invitation or user is a 404 with nothing changed (Harbor's admin tries Acme's).
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { employerClients } from '../employees/employer.test-support.js';
import { INVITES, USERS, invite } from './company-users.test-support.js';

describe('the company users’ calls and another company’s ids (issue 27)', () => {
  let server: TestServer;
  let edi: TestClient;
  let acmeId: number;
  let inviteId: number;
  let acmeUserId: number;
  let before: string;

  /** Everything the calls could change of Acme's users and invitations, and the mails sent. */
  const snapshot = async () =>
    JSON.stringify([
      (await server.db.execute(sql`select * from employer_invites where employer_id = ${acmeId} order by id`)).rows,
      (
        await server.db.execute(sql`select u.id, u.disabled_at, eu.role from users u
          join employer_users eu on eu.user_id = u.id where eu.employer_id = ${acmeId} order by u.id`)
      ).rows,
      (await server.db.execute(sql`select count(*)::int as n from sessions where revoked_at is not null`)).rows,
      server.mail.messages().length,
    ]);

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    let acme: TestClient;
    ({ acme, edi, acmeId } = await employerClients(server));
    inviteId = (await invite(server, acme, 'tenancy.hr@example.com')).invite.id;
    const [row] = (
      await server.db.execute<{ user_id: number }>(
        sql`select user_id from employer_users where employer_id = ${acmeId}`,
      )
    ).rows;
    acmeUserId = row!.user_id;
    before = await snapshot();
  });
  afterAll(() => server.close());

  const notFound = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(404);
    expect(answered.body).not.toContain('tenancy.hr@example.com');
    expect(await snapshot()).toBe(before);
  };

  tenancyCases({
    'employer.resendCompanyInvite.id': () => notFound(edi.post(`${INVITES}${inviteId}/resend/`, {})),
    'employer.revokeCompanyInvite.id': () => notFound(edi.delete(`${INVITES}${inviteId}/`)),
    'employer.removeCompanyUser.id': () => notFound(edi.delete(`${USERS}${acmeUserId}/`)),
  });
});
