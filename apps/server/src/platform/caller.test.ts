// Decision 0039: the caller a route builds from what its guard resolved and from the request.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { actorAs, anonymousActor, callerOf } from './caller.js';

const request = {
  ip: '10.1.2.3',
  id: 'req-7',
  headers: { 'user-agent': 'probe/1.0' },
} as unknown as FastifyRequest;
const user = {
  id: 41,
  email: 'someone@example.com',
  firstName: 'Some',
  lastName: 'One',
  accountType: 'member' as const,
  signupComplete: true,
};
const session = { id: 'session-1', createdAt: new Date(0), absoluteExpiresAt: new Date(1) };
const origin = { ip: '10.1.2.3', requestId: 'req-7', userAgent: 'probe/1.0' };

describe('callerOf', () => {
  it("gives a member route's caller the guard's household, the user as actor and the request's origin", () => {
    expect(callerOf('member', request, { user, session, householdId: 9 })).toEqual({
      actor: { accountType: 'member', userId: 41, staffRole: null },
      scope: { householdId: 9 },
      origin,
      user,
      session,
    });
  });

  it("gives a practice route's caller the practice and role; staff the role on the actor and no scope", () => {
    const dentist = { ...user, accountType: 'dentist' as const };
    expect(
      callerOf('dentist', request, { user: dentist, session, practiceId: 3, practiceRole: 'front_desk' }),
    ).toMatchObject({
      actor: { accountType: 'dentist', userId: 41, staffRole: null },
      scope: { practiceId: 3, practiceRole: 'front_desk' },
    });
    const admin = { ...user, accountType: 'admin' as const };
    expect(callerOf('admin', request, { user: admin, session, staffRole: 'support' })).toMatchObject({
      actor: { accountType: 'admin', userId: 41, staffRole: 'support' },
      scope: {},
    });
  });

  it("gives a public route's caller an anonymous actor of the app's portal, and no user agent when none was sent", () => {
    const bare = { ip: '10.9.9.9', id: 'req-8', headers: {} } as unknown as FastifyRequest;
    expect(callerOf('employer', bare, {})).toEqual({
      actor: { accountType: 'employer', userId: null, staffRole: null },
      scope: {},
      origin: { ip: '10.9.9.9', requestId: 'req-8', userAgent: undefined },
    });
  });

  it('names the user an anonymous call comes to act as, keeping its portal', () => {
    expect(actorAs(anonymousActor('dentist'), 12)).toEqual({ accountType: 'dentist', userId: 12, staffRole: null });
  });
});
