// Decision 0023: what a route's guard resolves once it admitted the caller (the route builds the handler's
// caller from it, decision 0039). The guard is checked here, once, from the session and tenant the
// authentication hook read in one statement; handlers never check a role or an account type themselves.
import { staffRolesFor, type Guard, type PublicGuard } from '@dental/domain';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type {
  AuthContext,
  EmployerContext,
  MemberContext,
  PracticeContext,
  SignedInContext,
  StaffContext,
} from '../../platform/caller.js';

// The contexts live in src/platform/caller.ts (route registration in src/http uses them, and it must not import
// this module, whose routes it registers: issue 25 item 9); the module's door still offers them.
export type {
  EmployerContext,
  GuardContext,
  MemberContext,
  PracticeContext,
  PublicContext,
  SignedInContext,
  StaffContext,
} from '../../platform/caller.js';

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
      if (user.accountType !== 'admin' || tenant.staffRole === null) throw new NotFoundError();
      // Decision 0040: staff whose role lacks the call's permission know the call exists: 403, not 404.
      if (!admits(staffRolesFor(guard.permission), tenant.staffRole)) throw new ForbiddenError();
      return { ...auth, staffRole: tenant.staffRole };
  }
}
