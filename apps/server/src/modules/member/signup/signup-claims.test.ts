// Issue 15 item 1, decision 0012: claiming a member record is counted and locked per record, whatever the
// email or address of the answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TestServer } from '../../../testing/test-server.js';
import { notifications, patientSignupLocks, patients, users } from '../../../db/schema/index.js';
import { auditRows, eventually } from '../../auth/auth.test-support.js';
import { DEMO_EMAILS, memberByEmail } from '../member.test-support.js';
import { writeAudit } from '../../../platform/audit.repository.js';
import { anonymousActor } from '../../../platform/caller.js';
import { memberCodesRepository } from '../shared/member-codes.repository.js';
import { signupRepository } from './signup.repository.js';
import { signupService } from './signup.service.js';
import { MAX_SIGNUP_ANSWER_FAILURES, MSG_SIGNUP_LINK_SENT } from './signup.messages.js';
import { PUBLIC_URL, signupHelpers, signupTestServer } from './signup.test-support.js';

describe('member sign-up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await signupTestServer();
  });
  afterAll(() => server.close());
  const { anonymous, initiate } = signupHelpers(() => server);

  describe('claiming a member record: counted and locked per record (issue 15, item 1; decision 0012)', () => {
    /** An unclaimed adult (a spouse) whose household's primary signs in, with `last4` on file. */
    async function spouseOfSignedInPrimary(last4: string) {
      const primaries = await server.db
        .select({ householdId: patients.householdId, email: users.email, userId: users.id })
        .from(patients)
        .innerJoin(users, eq(users.id, patients.userId))
        .where(eq(patients.relationship, 'Primary'))
        .limit(300);
      for (const primary of primaries) {
        const [spouse] = await server.db
          .select()
          .from(patients)
          .where(
            and(
              eq(patients.householdId, primary.householdId),
              eq(patients.relationship, 'Spouse'),
              isNull(patients.userId),
            ),
          );
        const [lock] = spouse
          ? await server.db.select().from(patientSignupLocks).where(eq(patientSignupLocks.patientId, spouse.id))
          : [];
        if (!spouse || lock || used.has(spouse.id)) continue;
        used.add(spouse.id);
        await server.db.update(patients).set({ taxIdLast4: last4 }).where(eq(patients.id, spouse.id));
        return { spouse, primary };
      }
      throw new Error('no spouse of a signed-in primary');
    }
    const used = new Set<number>();
    const answersFor = (patientId: number) =>
      eventually(async () =>
        (await auditRows(server.db, 'signup_initiate')).filter((row) => row.subjectId === String(patientId)),
      );
    const finishedFor = (patientId: number, n: number) =>
      eventually(async () => ((await answersFor(patientId)).length >= n ? answersFor(patientId) : null), 30_000);

    it('stops a brute force of the last 4 after 5 wrong answers from new emails and addresses; the right one then gets nothing', async () => {
      const { spouse, primary } = await spouseOfSignedInPrimary('0013');
      const bodies = new Set<string>();
      for (let guess = 0; guess <= 13; guess++) {
        const last4 = String(guess).padStart(4, '0');
        const response = await initiate({
          member_id: spouse.memberId,
          date_of_birth: spouse.dateOfBirth,
          tax_id_last4: last4,
          email: `attacker+${last4}@example.com`,
        });
        expect(response.statusCode).toBe(200);
        bodies.add(response.body);
        await finishedFor(spouse.id, guess + 1);
      }
      // Locked or not, matched or not: one answer.
      expect([...bodies]).toEqual([JSON.stringify({ data: { message: MSG_SIGNUP_LINK_SENT } })]);
      const rows = (await answersFor(spouse.id)).reverse();
      expect(rows.map((row) => row.details?.reason)).toEqual([
        ...Array(MAX_SIGNUP_ANSWER_FAILURES).fill('no_match'),
        ...Array(14 - MAX_SIGNUP_ANSWER_FAILURES).fill('locked'),
      ]);
      expect(rows.map((row) => row.details?.failed_attempts).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(server.mail.messages().filter((m) => m.to.startsWith('attacker+'))).toEqual([]);
      const [still] = await server.db.select().from(patients).where(eq(patients.id, spouse.id));
      expect(still?.userId).toBeNull();

      // The household's primary hears of every wrong try, and of the lock (mail and a notification).
      const toPrimary = await eventually(async () => {
        const mails = server.mail.messages().filter((m) => m.to === primary.email && m.text.includes(spouse.lastName));
        return mails.length === MAX_SIGNUP_ANSWER_FAILURES && mails;
      });
      expect(toPrimary.filter((m) => m.subject === `Someone tried to sign up as ${spouse.firstName}`)).toHaveLength(
        MAX_SIGNUP_ANSWER_FAILURES - 1,
      );
      const locked = toPrimary.find((m) => m.subject === `Member Portal sign-up is locked for ${spouse.firstName}`);
      expect(locked?.text).toContain('contact us at support@example.com to unlock it');
      expect(locked?.text).not.toContain('0013');
      const [note] = await server.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, primary.userId))
        .orderBy(desc(notifications.id))
        .limit(1);
      expect(note).toMatchObject({ kind: 'account', title: `Sign-up locked for ${spouse.firstName}` });
    });

    it('counts 50 simultaneous wrong answers one at a time: 5 counted, then locked (PostgreSQL when DATABASE_URL is set)', async () => {
      const { spouse } = await spouseOfSignedInPrimary('9876');
      const clients = await Promise.all(Array.from({ length: 50 }, () => anonymous()));
      await Promise.all(
        clients.map((client, i) =>
          client.post('/api/member/v4/signup/initiate/', {
            member_id: spouse.memberId,
            date_of_birth: spouse.dateOfBirth,
            tax_id_last4: String(1000 + i),
            email: `burst+${i}@example.com`,
          }),
        ),
      );
      const rows = await finishedFor(spouse.id, 50);
      expect(rows.filter((row) => row.details?.reason === 'no_match')).toHaveLength(MAX_SIGNUP_ANSWER_FAILURES);
      expect(rows.filter((row) => row.details?.reason === 'locked')).toHaveLength(50 - MAX_SIGNUP_ANSWER_FAILURES);
      const [lock] = await server.db
        .select()
        .from(patientSignupLocks)
        .where(eq(patientSignupLocks.patientId, spouse.id));
      expect(lock).toMatchObject({ failedAttempts: MAX_SIGNUP_ANSWER_FAILURES });
      expect(lock?.lockedAt).not.toBeNull();
    });

    it("is unlocked by the household's primary (not by another member) or by staff; then the right answer claims it", async () => {
      const { spouse, primary } = await spouseOfSignedInPrimary('2468');
      for (let i = 0; i < MAX_SIGNUP_ANSWER_FAILURES; i++) {
        await initiate({
          member_id: spouse.memberId,
          date_of_birth: spouse.dateOfBirth,
          tax_id_last4: `000${i}`,
          email: `typo${i}@example.com`,
        });
      }
      await finishedFor(spouse.id, MAX_SIGNUP_ANSWER_FAILURES);
      const service = signupService({
        repo: signupRepository(server.db),
        codes: memberCodesRepository(server.db),
        mailer: { send: async () => undefined, close: () => undefined },
        clock: () => new Date(),
        tasks: { run: () => undefined, settle: async () => undefined },
        publicUrl: PUBLIC_URL,
        supportEmail: 'support@example.com',
        audit: (by, entry) => writeAudit(server.db, by, entry),
      });
      const origin = { ip: '10.0.0.1', requestId: 'unlock-test', userAgent: undefined };
      // The command's caller: no user, of the member portal's records.
      const caller = { actor: anonymousActor('member'), scope: {}, origin };
      const outsider = await memberByEmail(server.db, DEMO_EMAILS.member);
      expect(await service.unlockSignup(spouse.id, { primaryUserId: outsider.userId }, caller)).toBe(false);
      expect(await service.unlockSignup(spouse.id, { primaryUserId: primary.userId }, caller)).toBe(true);
      expect(
        (await auditRows(server.db, 'signup_unlock')).slice(0, 2).map((row) => [row.outcome, row.actorUserId]),
      ).toEqual([
        ['success', primary.userId],
        ['failure', outsider.userId],
      ]);

      const email = 'spouse-after-unlock@example.com';
      await initiate({ member_id: spouse.memberId, date_of_birth: spouse.dateOfBirth, tax_id_last4: '2468', email });
      expect((await server.mail.waitFor((m) => m.to === email)).text).toMatch(/\/signup\?code=/);

      // Staff unlock any record (the signup:unlock command).
      const other = await spouseOfSignedInPrimary('1357');
      for (let i = 0; i < MAX_SIGNUP_ANSWER_FAILURES; i++)
        await initiate({
          member_id: other.spouse.memberId,
          date_of_birth: '1901-01-01',
          tax_id_last4: '1357',
          email: `x${i}@example.com`,
        });
      await finishedFor(other.spouse.id, MAX_SIGNUP_ANSWER_FAILURES);
      expect(await service.unlockSignup(other.spouse.id, 'staff', caller)).toBe(true);
      expect(
        await server.db.select().from(patientSignupLocks).where(eq(patientSignupLocks.patientId, other.spouse.id)),
      ).toEqual([]);
    });
  });
});
