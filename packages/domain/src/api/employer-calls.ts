// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The employer calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { guards } from './guards.js';
import type { CallRoute } from './call-route.js';

export const EMPLOYER_CALLS = {
  companyProfile: { method: 'GET', path: 'employer/v1/company/', guard: guards.employer('company_admin') },
  updateCompanyProfile: { method: 'PATCH', path: 'employer/v1/company/', guard: guards.employer('company_admin') },
  employees: { method: 'GET', path: 'employer/v1/employees/', guard: guards.employer('company_admin') },
  employee: { method: 'GET', path: 'employer/v1/employees/:id/', guard: guards.employer('company_admin') },
  createEmployee: { method: 'POST', path: 'employer/v1/employees/', guard: guards.employer('company_admin') },
  updateEmployee: { method: 'PATCH', path: 'employer/v1/employees/:id/', guard: guards.employer('company_admin') },
  endEmployeeBenefit: {
    method: 'POST',
    path: 'employer/v1/employees/:id/end-benefit/',
    guard: guards.employer('company_admin'),
  },
  reinstateEmployee: {
    method: 'POST',
    path: 'employer/v1/employees/:id/reinstate/',
    guard: guards.employer('company_admin'),
  },
  resendInvitation: {
    method: 'POST',
    path: 'employer/v1/employees/:id/invitation/',
    guard: guards.employer('company_admin'),
  },
  addDependent: {
    method: 'POST',
    path: 'employer/v1/employees/:id/dependents/',
    guard: guards.employer('company_admin'),
  },
  updateDependent: {
    method: 'PATCH',
    path: 'employer/v1/employees/:id/dependents/:dependent_id/',
    guard: guards.employer('company_admin'),
  },
  endDependentBenefit: {
    method: 'POST',
    path: 'employer/v1/employees/:id/dependents/:dependent_id/end-benefit/',
    guard: guards.employer('company_admin'),
  },
} as const satisfies Record<string, CallRoute>;
