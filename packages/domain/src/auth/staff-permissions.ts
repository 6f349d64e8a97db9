// Issue 25 item 3 and decision 0040: what provider staff may do, as data. A staff call declares one
// permission (`guards.staff('refunds.create')`); this one table says which of the four staff roles hold it,
// so the guard, `npm run routes`, /api/docs and the authorization harness all read the same answer.

/** An admin-portal (provider staff) user's role. Support reads only: it is never admitted to a write. */
export const STAFF_ROLES = ['support', 'operations', 'finance', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff roles that may only read (the table never gives them a permission that writes). */
export const READ_ONLY_STAFF_ROLES: readonly StaffRole[] = ['support'];

const EVERY_ROLE = ['support', 'operations', 'finance', 'super_admin'] as const;

/**
 * Each staff permission and the roles that hold it (DESIGN §1: staff run members, practices, employers, plans
 * and fee schedules, payments and support). A permission named '<area>.read' only reads; any other writes.
 * Why each row is so: docs/decisions/0040-staff-permissions.md.
 */
export const STAFF_PERMISSIONS = {
  // Their own name, role and permissions: what the admin portal reads first, for every role.
  'me.read': EVERY_ROLE,
  'members.read': EVERY_ROLE,
  'members.write': ['operations', 'super_admin'],
  'members.merge': ['operations', 'super_admin'],
  'practices.read': EVERY_ROLE,
  'practices.write': ['operations', 'super_admin'],
  'employers.read': EVERY_ROLE,
  'employers.write': ['operations', 'super_admin'],
  'plans.read': EVERY_ROLE,
  'plans.write': ['super_admin'],
  'payments.read': ['support', 'finance', 'super_admin'],
  'refunds.create': ['finance', 'super_admin'],
  'reimbursements.decide': ['finance', 'super_admin'],
  'staff.manage': ['super_admin'],
  'audit.read': ['super_admin'],
  // The instance and the read replica's lag: whoever takes a call about a slow page may look.
  'system.read': EVERY_ROLE,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
/** The roles the table gives a permission, as a type: `StaffRolesOf<'refunds.create'>` is 'finance' | 'super_admin'. */
export type StaffRolesOf<P extends StaffPermission> = (typeof STAFF_PERMISSIONS)[P][number];

/** Every permission of the table. Marked pure so a portal that never reads it does not carry the table. */
export const STAFF_PERMISSION_NAMES = /* @__PURE__ */ Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

/** The roles that hold a permission. */
export function staffRolesFor<P extends StaffPermission>(permission: P): readonly StaffRolesOf<P>[] {
  return STAFF_PERMISSIONS[permission];
}

/** Whether a role holds a permission. */
export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds, in the table's order (the admin portal shows and hides actions by it). */
export function staffPermissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((permission) => staffMay(role, permission));
}

/** Whether a permission only reads ('members.read'); every other one writes. */
export function isReadPermission(permission: StaffPermission): boolean {
  return permission.endsWith('.read');
}

/**
 * What is wrong with a permission table, one line each: a read-only role given a permission that writes, a
 * permission super_admin lacks, or one no role holds. The table above has none (staff-permissions.test.ts).
 */
export function staffTableProblems(table: Readonly<Record<string, readonly StaffRole[]>>): string[] {
  return Object.entries(table).flatMap(([permission, roles]) => [
    ...(permission.endsWith('.read')
      ? []
      : roles
          .filter((role) => READ_ONLY_STAFF_ROLES.includes(role))
          .map((role) => `${permission} writes, but admits the read-only role ${role}`)),
    ...(roles.includes('super_admin') ? [] : [`${permission}: super_admin lacks it`]),
    ...(roles.length > 0 ? [] : [`${permission}: no role holds it`]),
  ]);
}
