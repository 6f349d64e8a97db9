// Issue 27 item 3: the company's employees, listed with search and filters and opened one by one. Reads of
// personal data are audited: a page once with its count, an employee with their id. Another company's
// employee is a 404, the same as one that exists nowhere.
import {
  DEFAULT_PAGE_SIZE,
  canReinstate,
  dependentCoverEnd,
  type DependentRecord,
  type EmployeeRecord,
  type EmployeesResponse,
  type EmployeeSummary,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { EmployeeDetailsRow, EmployeeRow, EmployeesRepository } from './employees.repository.js';

/** An SSN or ITIN shows its last four only; an Employer-Assigned ID shows whole; none shows nothing. */
function taxIdDisplay(row: Pick<EmployeeRow, 'tax_id_type' | 'tax_id_last4' | 'employee_number'>): string | null {
  switch (row.tax_id_type) {
    case 'ssn':
    case 'itin':
      return row.tax_id_last4 === null ? null : `•••••${row.tax_id_last4}`;
    case 'employee':
      return row.employee_number;
    case 'none':
      return null;
  }
}

function coverOf(row: EmployeeRow, today: string) {
  return {
    status: row.status,
    cover_start_date: row.start_date ?? '',
    end_date: row.end_date,
    can_reinstate: row.end_date !== null && canReinstate(row.end_date, today),
  };
}

function summaryOf(row: EmployeeRow & { dependents_count: number }, today: string): EmployeeSummary {
  return {
    id: row.id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    member_tax_id_type: row.tax_id_type,
    member_tax_id_display: taxIdDisplay(row),
    class: row.employee_class,
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    dependents_count: row.dependents_count,
    ...coverOf(row, today),
  };
}

export function recordOf(row: EmployeeDetailsRow, today: string): EmployeeRecord {
  const dependents = row.dependents.flatMap((d): DependentRecord[] =>
    d.relationship === 'Primary'
      ? []
      : [
          {
            ...d,
            relationship: d.relationship,
            cover_end_date: dependentCoverEnd(d.date_of_birth, d.relationship),
            cover_ended: d.end_date !== null && d.end_date < today,
          },
        ],
  );
  return {
    id: row.id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    member_tax_id_type: row.tax_id_type,
    member_tax_id_display: taxIdDisplay(row),
    invited_at: row.invited_at,
    invitations_sent: row.invitations_sent,
    signed_up: row.signed_up,
    hire_date: row.hire_date,
    class: row.employee_class,
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    dependents,
    ...coverOf(row, today),
  };
}

export function employeesService(deps: { repo: EmployeesRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** GET employer/v1/employees/: one page, by last name; the read audited with its count. */
    async list(
      caller: EmployerCaller,
      query: {
        q?: string | undefined;
        status?: EmployeeSummary['status'] | undefined;
        plan_id?: number | undefined;
        class?: string | undefined;
        page?: number | undefined;
        page_size?: number | undefined;
      },
    ): Promise<EmployeesResponse> {
      const today = isoDay(clock());
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await repo.page(
        caller.scope.companyId,
        today,
        { q: query.q, status: query.status, planId: query.plan_id, employeeClass: query.class },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      if (rows.length > 0) {
        await repo.auditRead(caller, {
          action: AUDIT_ACTIONS.employeesRead,
          outcome: 'success',
          subjectType: null,
          subjectId: null,
          details: { company_id: caller.scope.companyId, count: rows.length, page, searched: query.q !== undefined },
        });
      }
      return { data: rows.map((row) => summaryOf(row, today)), meta: { page, page_size: pageSize, total } };
    },

    /** GET employer/v1/employees/:id/: the employee with their dependents; the read audited. */
    async one(caller: EmployerCaller, employeeId: number): Promise<{ data: EmployeeRecord }> {
      const today = isoDay(clock());
      const row = await repo.one(caller.scope.companyId, today, employeeId);
      if (!row) throw new NotFoundError();
      await repo.auditRead(caller, {
        action: AUDIT_ACTIONS.employeeRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: row.patient_id,
        details: { company_id: caller.scope.companyId, employee_id: row.id, dependents: row.dependents.length },
      });
      return { data: recordOf(row, today) };
    },
  };
}
export type EmployeesService = ReturnType<typeof employeesService>;
