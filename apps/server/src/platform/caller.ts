// Decision 0023: who calls, as a route's guard resolved it from the session. These types live in the platform
// because route registration (src/http/contract-route.ts) types each handler's context with them, and the auth
// module, which reads sessions and registers routes of its own, imports that registration: kept in modules/auth,
// they closed an import circle (issue 25 item 9). The guard itself (resolveGuard) stays in modules/auth.
import type {
  EmployerGuard,
  EmployerRole,
  Guard,
  MemberGuard,
  Portal,
  PracticeGuard,
  PracticeRole,
  PublicGuard,
  SessionGuard,
  SignedInGuard,
  StaffGuard,
  StaffRole,
} from '@dental/domain';

/** The signed-in user of a session: who they are and which portal's account they hold. */
export interface CallerUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountType: Portal;
  signupComplete: boolean;
}

/**
 * Whom a session's user acts for (decision 0023), read with the session itself: a member's household, a
 * dentist-portal user's practice and role, an employer-portal user's company and role, a staff user's role.
 * Each is null when the user has none (a guard then answers as if the call did not exist).
 */
export interface SessionTenant {
  householdId: number | null;
  practice: { id: number; role: PracticeRole } | null;
  company: { id: number; role: EmployerRole } | null;
  staffRole: StaffRole | null;
}

/** The signed-in caller of a request (set by the route's guard, decision 0023). */
export interface AuthContext {
  user: CallerUser;
  session: { id: string; createdAt: Date; absoluteExpiresAt: Date };
  /** Whom the user acts for, read in the same statement as the session. */
  tenant: SessionTenant;
}

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

/** The handler's context of a guard: `ctx.householdId`, `ctx.practiceId`, `ctx.companyId`, `ctx.staffRole`. */
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
