import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { AUDIT_ACTIONS, preparedAudit, writeAudit } from './audit.repository.js';

// Issue 14 item 4: one writer for every area; the row's actor is the one the caller passes, not 'member'.
describe('the audit writer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const origin = { ip: '10.1.2.3', userAgent: undefined };
  const lastRow = async (requestId: string) =>
    (
      await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.requestId, requestId))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it("writes the caller's account type and user, the subject and the details", async () => {
    await writeAudit(
      server.db,
      { origin: { ...origin, requestId: 'audit-writer-direct' }, actor: { accountType: 'dentist', userId: null } },
      {
        action: AUDIT_ACTIONS.signIn,
        outcome: 'failure',
        subjectType: 'session',
        subjectId: 'a-session-id',
        details: { reason: 'probe' },
      },
    );
    expect(await lastRow('audit-writer-direct')).toMatchObject({
      actorAccountType: 'dentist',
      actorUserId: null,
      action: 'sign_in',
      outcome: 'failure',
      subjectType: 'session',
      subjectId: 'a-session-id',
      ip: '10.1.2.3',
      details: { reason: 'probe' },
    });
  });

  it('writes the same row through its prepared statement, a numeric subject as text', async () => {
    const write = preparedAudit(server.db);
    await write(
      { origin: { ...origin, requestId: 'audit-writer-prepared' }, actor: { accountType: 'admin', userId: null } },
      {
        action: AUDIT_ACTIONS.memberRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: 42,
      },
    );
    expect(await lastRow('audit-writer-prepared')).toMatchObject({
      actorAccountType: 'admin',
      action: 'member_read',
      subjectType: 'patient',
      subjectId: '42',
      details: null,
    });
  });
});
