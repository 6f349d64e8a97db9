// Issue 25 item 1, decision 0039: one caller per request. The route (http/contract-route.ts) builds it once
// from what the guard resolved and from the request, and hands it to the service; services pass it on to the
// audit writer, notifications and repositories. No handler reads the request for who or where.
// The guard's own context types (AuthContext, GuardContext) live here too: route registration (src/http) types
// what a guard resolves with them, and kept in modules/auth they closed an import circle (issue 25 item 9).
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
  StaffRolesOf,
  StaffRole,
} from '@dental/domain';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit log: the client address (behind TRUST_PROXY, the forwarded one). */
export interface RequestOrigin {
  ip: string;
  requestId: string;
  userAgent: string | undefined;
}

/**
 * Who acts: the account type of the portal the request came through, the signed-in user (null for an
 * anonymous call: a sign-up, a sign-in attempt) and, for provider staff, their role.
 */
export interface Actor {
  accountType: Portal;
  userId: number | null;
  staffRole: StaffRole | null;
}

/** The signed-in user, as the session statement read it. */
export interface CallerUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountType: Portal;
  signupComplete: boolean;
}

/** The session the request's access token names. */
export interface CallerSession {
  id: string;
  createdAt: Date;
  absoluteExpiresAt: Date;
}

/** A public or cross-tenant call: no tenant. */
export type NoScope = Record<never, never>;
/** A member's household. */
export interface HouseholdScope {
  householdId: number;
}
/** A dentist-portal user's practice and their role in it. */
export interface PracticeScope<R extends PracticeRole = PracticeRole> {
  practiceId: number;
  practiceRole: R;
}
/** An employer-portal user's company and their role in it. */
export interface CompanyScope<R extends EmployerRole = EmployerRole> {
  companyId: number;
  employerRole: R;
}

/** The caller of one request: who acts, for which tenant, and from where. */
export interface Caller<S = NoScope> {
  actor: Actor;
  scope: S;
  origin: RequestOrigin;
}

/** The caller of a route with a session: the actor has a user id, and the user and session are at hand. */
export interface SignedInCaller<S = NoScope> extends Caller<S> {
  actor: Actor & { userId: number };
  user: CallerUser;
  session: CallerSession;
}

/** A member's caller, scoped to their household. */
export type MemberCaller = SignedInCaller<HouseholdScope>;
/** A practice user's caller, scoped to their practice. */
export type PracticeCaller<R extends PracticeRole = PracticeRole> = SignedInCaller<PracticeScope<R>>;
/** An employer user's caller, scoped to their company. */
export type EmployerCaller<R extends EmployerRole = EmployerRole> = SignedInCaller<CompanyScope<R>>;
/** Provider staff: no tenant (staff act across them), their role on the actor. */
export type StaffCaller<R extends StaffRole = StaffRole> = SignedInCaller<NoScope> & {
  actor: { staffRole: R };
};

/** The caller a route's guard gives its handler: a member route's has a household, a practice route's a practice. */
export type CallerOf<G extends Guard> = G extends PublicGuard
  ? Caller
  : G extends SessionGuard | SignedInGuard
    ? SignedInCaller
    : G extends MemberGuard
      ? MemberCaller
      : G extends PracticeGuard<infer R>
        ? PracticeCaller<R>
        : G extends EmployerGuard<infer R>
          ? EmployerCaller<R>
          : G extends StaffGuard<infer P>
            ? StaffCaller<StaffRolesOf<P>>
            : never;

/**
 * What a guard resolved, as modules/auth's guard context holds it (platform imports no module, so the shape is
 * spelt here): the session's user and the tenant ids of the guard's kind; nothing on a public route.
 */
export interface ResolvedGuard {
  user?: CallerUser;
  session?: CallerSession;
  householdId?: number;
  practiceId?: number;
  practiceRole?: PracticeRole;
  companyId?: number;
  employerRole?: EmployerRole;
  staffRole?: StaffRole | null;
}

/** The client address (behind TRUST_PROXY, the forwarded one), request id and user agent of a request. */
function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, requestId: request.id, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/** The scope of what the guard resolved: the one tenant of its kind, or none. */
function scopeOf(resolved: ResolvedGuard): NoScope | HouseholdScope | PracticeScope | CompanyScope {
  const { householdId, practiceId, practiceRole, companyId, employerRole } = resolved;
  if (householdId !== undefined) return { householdId };
  if (practiceId !== undefined && practiceRole) return { practiceId, practiceRole };
  if (companyId !== undefined && employerRole) return { companyId, employerRole };
  return {};
}

/** The caller of a request on an app of `portal`, from what its guard resolved (nothing on a public route). */
export function callerOf(
  portal: Portal,
  request: FastifyRequest,
  resolved: ResolvedGuard,
): Caller<unknown> | SignedInCaller<unknown> {
  const origin = originOf(request);
  const { user, session } = resolved;
  if (!user || !session) return { actor: anonymousActor(portal), scope: {}, origin };
  const actor = { accountType: user.accountType, userId: user.id, staffRole: resolved.staffRole ?? null };
  return { actor, scope: scopeOf(resolved), origin, user, session };
}

/**
 * The account type a new user is made with, by who they are rather than by the caller (an employer's HR admin
 * invites a member; a practice's invitation makes a dentist-portal user): the only account-type literals
 * outside a request's caller (issue 25's count).
 */
export const NEW_USER_ACCOUNT = {
  /** A patient's own sign-in: member sign-up, and the pending user of an employer's invitation. */
  patient: 'member',
  /** A practice's owner or front desk, from an accepted practice invitation. */
  practiceStaff: 'dentist',
  /** A company's HR user, from an accepted company invitation (issue 27 item 1). */
  companyUser: 'employer',
} as const satisfies Record<string, Portal>;

/** An actor with no user yet, of a portal: an anonymous attempt, or a command run by the operator (the CLI). */
export function anonymousActor(accountType: Portal): Actor {
  return { accountType, userId: null, staffRole: null };
}

/** The same portal's actor, now known as `userId`: a sign-up that made, or found, the account acts as it. */
export function actorAs(actor: Actor, userId: number): Actor & { userId: number } {
  return { ...actor, userId };
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
  session: CallerSession;
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
          : G extends StaffGuard<infer P>
            ? StaffContext<StaffRolesOf<P>>
            : never;
