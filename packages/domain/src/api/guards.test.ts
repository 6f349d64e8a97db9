import { describe, expect, it } from 'vitest';
import { CALLS, type CallGroup, type CallRoute } from './endpoint-paths.js';
import { FILES } from './file-routes.js';
import { CONTRACT, type Endpoint } from './endpoints.js';
import { describeGuard, guardPortal, guardScope, guards, type Guard } from './guards.js';

const groups = Object.keys(CALLS) as CallGroup[];
const entries = (table: Record<CallGroup, object>) =>
  groups.flatMap((group) =>
    Object.entries(table[group] as Record<string, CallRoute>).map(([name, call]) => ({
      group,
      name,
      guard: call.guard,
    })),
  );

describe('guards of the contract (decision 0023)', () => {
  it("every call and file of a portal is guarded for that portal or public; the shared calls are public or any of this portal's sessions", () => {
    const wrong = [...entries(CALLS), ...entries(FILES)].filter(({ group, guard }) => {
      const portal = guardPortal(guard);
      return group === 'shared'
        ? guard.kind !== 'public' && guard.kind !== 'session'
        : guard.kind === 'session' || (portal !== null && portal !== group);
    });
    expect(wrong).toEqual([]);
  });

  it('the member calls open signed out are exactly sign-up, the email-change link, the plan page and the public dentist search', () => {
    const open = Object.entries(CALLS.member as Record<string, CallRoute>)
      .filter(([, call]) => call.guard.kind === 'public')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual([
      'completeEmailChange',
      'inOfficePlan',
      'newMemberSignup',
      'publicDentistSearch',
      'resendVerification',
      'signupComplete',
      'signupInitiate',
      'verifyEmail',
    ]);
  });

  it('CALLS carries the guard of each call of CONTRACT (generated from it, issue 25 item 2)', () => {
    for (const group of groups) {
      const withSchemas = CONTRACT[group] as Record<string, Endpoint>;
      for (const [name, call] of Object.entries(CALLS[group] as Record<string, CallRoute>))
        expect(call.guard, `${group}.${name}`).toEqual(withSchemas[name]?.guard);
    }
  });

  it('describes each guard with its portal, roles and scope', () => {
    const cases: [Guard, string, string | null, string | null][] = [
      [guards.public, 'public', null, null],
      [guards.signedIn('employer'), 'signedIn(employer)', 'employer', null],
      [guards.member, 'member (household)', 'member', 'household'],
      [guards.practice('owner', 'front_desk'), 'practice(owner, front_desk) (one practice)', 'dentist', 'practice'],
      [guards.employer('company_admin'), 'employer(company_admin) (one company)', 'employer', 'company'],
      [guards.staff('refunds.create'), 'staff(refunds.create: finance, super_admin)', 'admin', null],
    ];
    for (const [guard, text, portal, scope] of cases)
      expect([describeGuard(guard), guardPortal(guard), guardScope(guard)]).toEqual([text, portal, scope]);
  });
});
