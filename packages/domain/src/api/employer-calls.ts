// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The employer calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { guards, PUBLIC_GUARD } from './guards.js';
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
  groupPlan: { method: 'GET', path: 'employer/v1/plan/', guard: guards.employer('company_admin') },
  addPlanOffering: { method: 'POST', path: 'employer/v1/plan/offerings/', guard: guards.employer('company_admin') },
  cancelPlanOffering: {
    method: 'DELETE',
    path: 'employer/v1/plan/offerings/:id/',
    guard: guards.employer('company_admin'),
  },
  companyUsers: { method: 'GET', path: 'employer/v1/company/users/', guard: guards.employer('company_admin') },
  inviteCompanyUser: {
    method: 'POST',
    path: 'employer/v1/company/users/invites/',
    guard: guards.employer('company_admin'),
  },
  resendCompanyInvite: {
    method: 'POST',
    path: 'employer/v1/company/users/invites/:id/resend/',
    guard: guards.employer('company_admin'),
  },
  revokeCompanyInvite: {
    method: 'DELETE',
    path: 'employer/v1/company/users/invites/:id/',
    guard: guards.employer('company_admin'),
  },
  removeCompanyUser: {
    method: 'DELETE',
    path: 'employer/v1/company/users/:id/',
    guard: guards.employer('company_admin'),
  },
  acceptCompanyInvite: { method: 'POST', path: 'employer/v1/user-invites/accept/', guard: PUBLIC_GUARD },
  bankVerification: { method: 'GET', path: 'employer/v1/bank/', guard: guards.employer('company_admin') },
  addBankOwner: { method: 'POST', path: 'employer/v1/bank/owner/', guard: guards.employer('company_admin') },
  addBankAccount: { method: 'POST', path: 'employer/v1/bank/account/', guard: guards.employer('company_admin') },
  verifyBankDeposits: {
    method: 'POST',
    path: 'employer/v1/bank/account/verify/',
    guard: guards.employer('company_admin'),
  },
  invoices: { method: 'GET', path: 'employer/v1/invoices/', guard: guards.employer('company_admin') },
  invoice: { method: 'GET', path: 'employer/v1/invoices/:id/', guard: guards.employer('company_admin') },
  payInvoice: { method: 'POST', path: 'employer/v1/invoices/:id/payments/', guard: guards.employer('company_admin') },
} as const satisfies Record<string, CallRoute>;
