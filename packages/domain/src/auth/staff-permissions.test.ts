// Decision 0040: the staff permission table holds its rules (support reads only; super_admin holds all), and
// every staff guard of the contract admits exactly the roles the table gives its permission.
import { describe, expect, it } from 'vitest';
import { CALLS, type CallGroup, type CallRoute } from '../api/endpoint-paths.js';
import { FILES } from '../api/file-routes.js';
import { describeGuard, guards, staffGuardProblem, type StaffGuard } from '../api/guards.js';
import {
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffMay,
  staffPermissionsOf,
  staffRolesFor,
  staffTableProblems,
} from './staff-permissions.js';

describe('staff permissions (decision 0040)', () => {
  it('the table breaks no rule: no read-only role on a write, super_admin holds every permission', () => {
    expect(staffTableProblems(STAFF_PERMISSIONS)).toEqual([]);
  });

  it('the table check finds a read-only role given a write, and a permission super_admin lacks (planted)', () => {
    expect(
      staffTableProblems({
        ...STAFF_PERMISSIONS,
        'refunds.create': ['support', 'finance', 'super_admin'],
        'audit.read': ['support'],
      }),
    ).toEqual(['refunds.create writes, but admits the read-only role support', 'audit.read: super_admin lacks it']);
  });

  it('support holds only permissions that read; each role holds what the table gives it', () => {
    expect(staffPermissionsOf('support')).toEqual([
      'me.read',
      'members.read',
      'practices.read',
      'employers.read',
      'plans.read',
      'payments.read',
      'system.read',
    ]);
    expect(staffPermissionsOf('finance')).toEqual([
      'me.read',
      'members.read',
      'practices.read',
      'employers.read',
      'plans.read',
      'payments.read',
      'refunds.create',
      'reimbursements.decide',
      'system.read',
    ]);
    expect(staffPermissionsOf('operations')).toEqual([
      'me.read',
      'members.read',
      'members.write',
      'members.merge',
      'practices.read',
      'practices.write',
      'employers.read',
      'employers.write',
      'plans.read',
      'system.read',
    ]);
    expect(staffPermissionsOf('super_admin')).toHaveLength(Object.keys(STAFF_PERMISSIONS).length);
    expect([staffMay('finance', 'refunds.create'), staffMay('operations', 'refunds.create')]).toEqual([true, false]);
  });

  it('guards.staff(permission) admits the roles of the table', () => {
    expect(guards.staff('reimbursements.decide')).toEqual({ kind: 'staff', permission: 'reimbursements.decide' });
    expect(describeGuard(guards.staff('reimbursements.decide'))).toBe(
      'staff(reimbursements.decide: finance, super_admin)',
    );
    const managers: readonly string[] = staffRolesFor('staff.manage');
    for (const role of STAFF_ROLES) expect(managers.includes(role)).toBe(role === 'super_admin');
  });

  it('every staff call and file of the contract has a guard that can stand', () => {
    const groups = Object.keys(CALLS) as CallGroup[];
    const staffRoutes = groups.flatMap((group) =>
      [CALLS[group], FILES[group]].flatMap((table) =>
        Object.entries(table as Record<string, CallRoute>)
          .filter(([, route]) => route.guard.kind === 'staff')
          .map(([name, route]) => ({
            name: `${group}.${name}`,
            method: route.method,
            guard: route.guard as StaffGuard,
          })),
      ),
    );
    expect(staffRoutes.map((route) => route.name)).toContain('admin.staffMe');
    expect(staffRoutes.flatMap((r) => staffGuardProblem(r.guard, r.method) ?? [])).toEqual([]);
  });

  it('refuses a write with a read permission', () => {
    expect(staffGuardProblem(guards.staff('members.read'), 'POST')).toBe(
      'a write declares members.read, a permission that only reads',
    );
    expect(staffGuardProblem(guards.staff('members.read'), 'GET')).toBeNull();
    expect(staffGuardProblem(guards.staff('refunds.create'), 'POST')).toBeNull();
  });
});
