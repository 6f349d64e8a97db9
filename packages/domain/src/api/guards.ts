// Issue 14 item 2 and decision 0023: who may make a call, declared beside its method and path (CALLS) as
// plain data, so the server registers it, `npm run routes` lists it and a screen can read it without schemas.
import type { Portal } from '../portals/portals.js';

/** A dentist-portal user's role at their practice: the owner, and the front desk the owner invites. */
export const PRACTICE_ROLES = ['owner', 'front_desk'] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];

/** An employer-portal user's role at their company. */
export const EMPLOYER_ROLES = ['company_admin'] as const;
export type EmployerRole = (typeof EMPLOYER_ROLES)[number];

/** An admin-portal (provider staff) user's role. Support reads only: it is never admitted to a write. */
export const STAFF_ROLES = ['support', 'operations', 'finance', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff roles that may only read (a guard admitting one of them cannot stand on a write call). */
export const READ_ONLY_STAFF_ROLES: readonly StaffRole[] = ['support'];

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
/** Provider staff with one of the roles (not scoped to a tenant: staff act across them). */
export interface StaffGuard<R extends StaffRole = StaffRole> {
  kind: 'staff';
  roles: readonly R[];
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

/** The guards, to write in CALLS: `guards.member`, `guards.practice('owner')`, `guards.staff('finance', 'super_admin')`. */
export const guards = {
  public: { kind: 'public' } as PublicGuard,
  session: { kind: 'session' } as SessionGuard,
  member: { kind: 'member' } as MemberGuard,
  signedIn: <P extends Portal>(portal: P): SignedInGuard<P> => ({ kind: 'signedIn', portal }),
  practice: <R extends PracticeRole>(...roles: [R, ...R[]]): PracticeGuard<R> => ({ kind: 'practice', roles }),
  employer: <R extends EmployerRole>(...roles: [R, ...R[]]): EmployerGuard<R> => ({ kind: 'employer', roles }),
  staff: <R extends StaffRole>(...roles: [R, ...R[]]): StaffGuard<R> => ({ kind: 'staff', roles }),
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

/** A guard in one line, as `npm run routes` and /api/docs show it: 'member (household)', 'practice(owner, front_desk)'. */
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
      return `staff(${guard.roles.join(', ')})`;
  }
}
