// Decision 0023: what a route's guard resolves once it admitted the caller (the route builds the handler's
// caller from it, decision 0039). The guard is checked here, once, from the session and tenant the
// authentication hook read in one statement; handlers never check a role or an account type themselves.
import type {
  EmployerGuard,
  EmployerRole,
  Guard,
  MemberGuard,
  PracticeGuard,
  PracticeRole,
  PublicGuard,
  SessionGuard,
  SignedInGuard,
  StaffGuard,
  StaffRole,
} from '@dental/domain';
import { NotFoundError } from '../../http/errors.js';
import type { AuthContext } from './session.service.js';

/** A public call: nobody is resolved (a session, if any, is not read). */
export type PublicContext = Record<never, never>;
/** Any live session of the portal. */
export type SignedInContext = AuthContext;
/** A member, scoped to their household. */
export interface MemberContext extends AuthContext {
  householdId: number;
}
/** A dentist-portal user, scoped to their practice. */
export interface PracticeContext<R extends PracticeRole = PracticeRole> extends AuthContext {
  practiceId: number;
  practiceRole: R;
}
/** An employer-portal user, scoped to their company. */
export interface EmployerContext<R extends EmployerRole = EmployerRole> extends AuthContext {
  companyId: number;
  employerRole: R;
}
/** Provider staff. */
export interface StaffContext<R extends StaffRole = StaffRole> extends AuthContext {
  staffRole: R;
}

/** What a guard resolves: `householdId`, `practiceId`, `companyId` or `staffRole` (the route builds its caller from it, decision 0039). */
export type GuardContext<G extends Guard> = G extends PublicGuard
  ? PublicContext
  : G extends SessionGuard | SignedInGuard
    ? SignedInContext
    : G extends MemberGuard
      ? MemberContext
      : G extends PracticeGuard<infer R>
        ? PracticeContext<R>
        : G extends EmployerGuard<infer R>
          ? EmployerContext<R>
          : G extends StaffGuard<infer R>
            ? StaffContext<R>
            : never;

const admits = <R extends string>(roles: readonly R[], role: string | null | undefined): role is R =>
  role != null && (roles as readonly string[]).includes(role);

/**
 * The context of a signed-in caller under a guard that is not public, or a 404 when the guard does not admit
 * them: a call another account type, role or tenant-less user cannot make is answered as a call that does not
 * exist, which reveals nothing (decision 0022 kept the same rule for a non-member session on a member call).
 */
export function resolveGuard(
  guard: Exclude<Guard, PublicGuard>,
  auth: AuthContext,
): SignedInContext | MemberContext | PracticeContext | EmployerContext | StaffContext {
  const { user, tenant } = auth;
  switch (guard.kind) {
    // The app reads only its own portal's session cookie (tokens are bound to their portal), so any session is one of it.
    case 'session':
      return auth;
    case 'signedIn':
      if (user.accountType !== guard.portal) throw new NotFoundError();
      return auth;
    case 'member':
      if (user.accountType !== 'member' || tenant.householdId === null) throw new NotFoundError();
      return { ...auth, householdId: tenant.householdId };
    case 'practice':
      if (user.accountType !== 'dentist' || !tenant.practice || !admits(guard.roles, tenant.practice.role))
        throw new NotFoundError();
      return { ...auth, practiceId: tenant.practice.id, practiceRole: tenant.practice.role };
    case 'employer':
      if (user.accountType !== 'employer' || !tenant.company || !admits(guard.roles, tenant.company.role))
        throw new NotFoundError();
      return { ...auth, companyId: tenant.company.id, employerRole: tenant.company.role };
    case 'staff':
      if (user.accountType !== 'admin' || !admits(guard.roles, tenant.staffRole)) throw new NotFoundError();
      return { ...auth, staffRole: tenant.staffRole };
  }
}
