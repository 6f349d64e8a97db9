// Issue 14 item 2 and decision 0023: who may make a call, declared beside its method and path (CALLS) as
// plain data, so the server registers it, `npm run routes` lists it and a screen can read it without schemas.
import type { Portal } from '../portals/portals.js';
import {
  READ_ONLY_STAFF_ROLES,
  isReadPermission,
  staffRolesFor,
  type StaffPermission,
} from '../auth/staff-permissions.js';

/** A dentist-portal user's role at their practice: the owner, and the front desk the owner invites. */
export const PRACTICE_ROLES = ['owner', 'front_desk'] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];

/** An employer-portal user's role at their company. */
export const EMPLOYER_ROLES = ['company_admin'] as const;
export type EmployerRole = (typeof EMPLOYER_ROLES)[number];

/** Anyone, signed in or not (sign-in, start-up, sign-up, public pages). */
export interface PublicGuard {
  kind: 'public';
}
/** Any live session of the portal's account type, whatever its tenant. */
export interface SignedInGuard<P extends Portal = Portal> {
  kind: 'signedIn';
  portal: P;
}
/** Whoever is signed in to the app's own portal (the shared calls of a signed-in user: their second factor). */
export interface SessionGuard {
  kind: 'session';
}
/** A member; the call is scoped to the member's household. */
export interface MemberGuard {
  kind: 'member';
}
/** A dentist-portal user with one of the roles; the call is scoped to their practice. */
export interface PracticeGuard<R extends PracticeRole = PracticeRole> {
  kind: 'practice';
  roles: readonly R[];
}
/** An employer-portal user with one of the roles; the call is scoped to their company. */
export interface EmployerGuard<R extends EmployerRole = EmployerRole> {
  kind: 'employer';
  roles: readonly R[];
}
/**
 * Provider staff holding one permission (decision 0040); the roles that hold it are read from STAFF_PERMISSIONS
 * when the guard is checked (the guard does not copy them, so a portal that never checks one does not carry the
 * table). Not scoped to a tenant: staff act across them.
 */
export interface StaffGuard<P extends StaffPermission = StaffPermission> {
  kind: 'staff';
  permission: P;
}

export type Guard =
  | PublicGuard
  | SessionGuard
  | SignedInGuard
  | MemberGuard
  | PracticeGuard
  | EmployerGuard
  | StaffGuard;
export type GuardKind = Guard['kind'];

// The three guards without arguments, also as constants: the member and shared call tables, on every portal's
// first screen, name these and so do not carry `guards` and its factories (the 180 KB initial-JavaScript budget).
export const PUBLIC_GUARD: PublicGuard = { kind: 'public' };
export const SESSION_GUARD: SessionGuard = { kind: 'session' };
export const MEMBER_GUARD: MemberGuard = { kind: 'member' };

/** The guards, to write in CALLS: `guards.member`, `guards.practice('owner')`, `guards.staff('refunds.create')`. */
export const guards = {
  public: PUBLIC_GUARD,
  session: SESSION_GUARD,
  member: MEMBER_GUARD,
  signedIn: <P extends Portal>(portal: P): SignedInGuard<P> => ({ kind: 'signedIn', portal }),
  practice: <R extends PracticeRole>(...roles: [R, ...R[]]): PracticeGuard<R> => ({ kind: 'practice', roles }),
  employer: <R extends EmployerRole>(...roles: [R, ...R[]]): EmployerGuard<R> => ({ kind: 'employer', roles }),
  staff: <P extends StaffPermission>(permission: P): StaffGuard<P> => ({ kind: 'staff', permission }),
};

/** The portal whose sessions a guard admits, or null for a call of every portal's app (public or any session). */
export function guardPortal(guard: Guard): Portal | null {
  switch (guard.kind) {
    case 'public':
    case 'session':
      return null;
    case 'signedIn':
      return guard.portal;
    case 'member':
      return 'member';
    case 'practice':
      return 'dentist';
    case 'employer':
      return 'employer';
    case 'staff':
      return 'admin';
  }
}

/** What a guard scopes a call to: the tenant whose ids it may name (the tenancy harness tries another's). */
export function guardScope(guard: Guard): 'household' | 'practice' | 'company' | null {
  switch (guard.kind) {
    case 'member':
      return 'household';
    case 'practice':
      return 'practice';
    case 'employer':
      return 'company';
    case 'public':
    case 'session':
    case 'signedIn':
    case 'staff':
      return null;
  }
}

/**
 * A guard in one line, as `npm run routes` and /api/docs show it: 'member (household)', 'practice(owner,
 * front_desk)', 'staff(refunds.create: finance, super_admin)' (the permission, then the roles it admits).
 */
export function describeGuard(guard: Guard): string {
  switch (guard.kind) {
    case 'public':
      return 'public';
    case 'session':
      return "session (this portal's)";
    case 'signedIn':
      return `signedIn(${guard.portal})`;
    case 'member':
      return 'member (household)';
    case 'practice':
      return `practice(${guard.roles.join(', ')}) (one practice)`;
    case 'employer':
      return `employer(${guard.roles.join(', ')}) (one company)`;
    case 'staff':
      return `staff(${guard.permission}: ${staffRolesFor(guard.permission).join(', ')})`;
  }
}

/**
 * Why a staff guard cannot stand on a call of `method`, or null (decision 0040): a write declares a permission
 * that only reads, or one STAFF_PERMISSIONS gives a read-only role (support reads only).
 */
export function staffGuardProblem(guard: StaffGuard, method: string): string | null {
  if (method === 'GET') return null;
  if (isReadPermission(guard.permission)) return `a write declares ${guard.permission}, a permission that only reads`;
  if (staffRolesFor(guard.permission).some((role) => READ_ONLY_STAFF_ROLES.includes(role)))
    return `a write admits a read-only staff role (${describeGuard(guard)})`;
  return null;
}
