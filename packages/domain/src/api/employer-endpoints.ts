// The employer portal's calls with their schemas (issue 27): the `employer` group of CONTRACT (endpoints.ts).
// Every call is the company admin's, scoped to the user's company (decision 0023); another company's employee
// is a 404. Every employee write answers the employee as it now stands (details, cover and dependents); the
// enrolment writes are refused with MSG_EDI_MANAGED for a company whose employees come from its EDI file.
import * as employer from './employer.js';
import * as employerPlan from './employer-plan.js';
import * as employerUsers from './employer-users.js';
import { acceptInviteBodySchema, acceptInviteResponseSchema } from './dentist-practice-staff.js';
import * as bank from './bank.js';
import { idParamsSchema, messageResponseSchema } from './common.js';
import { PUBLIC_GUARD, guards } from './guards.js';
import type { Endpoint } from './endpoint.js';
import { EMPLOYER_INVOICE_CONTRACT } from './employer-invoices.js';

/** The company's HR admin (the one employer role, spec §6). */
const COMPANY_ADMIN = guards.employer('company_admin');

export const EMPLOYER_CONTRACT = {
  companyProfile: {
    method: 'GET',
    path: 'employer/v1/company/',
    guard: COMPANY_ADMIN,
    response: employer.companyProfileResponseSchema,
  },
  updateCompanyProfile: {
    method: 'PATCH',
    path: 'employer/v1/company/',
    guard: COMPANY_ADMIN,
    body: employer.companyProfileUpdateRequestSchema,
    response: employer.companyProfileResponseSchema,
  },
  employees: {
    method: 'GET',
    path: 'employer/v1/employees/',
    guard: COMPANY_ADMIN,
    query: employer.employeesQuerySchema,
    response: employer.employeesResponseSchema,
  },
  employee: {
    method: 'GET',
    path: 'employer/v1/employees/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    response: employer.employeeResponseSchema,
  },
  createEmployee: {
    method: 'POST',
    path: 'employer/v1/employees/',
    guard: COMPANY_ADMIN,
    body: employer.employeeCreateRequestSchema,
    response: employer.employeeResponseSchema,
  },
  updateEmployee: {
    method: 'PATCH',
    path: 'employer/v1/employees/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.employeeUpdateRequestSchema,
    response: employer.employeeResponseSchema,
  },
  endEmployeeBenefit: {
    method: 'POST',
    path: 'employer/v1/employees/:id/end-benefit/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.endBenefitRequestSchema,
    response: employer.employeeResponseSchema,
  },
  reinstateEmployee: {
    method: 'POST',
    path: 'employer/v1/employees/:id/reinstate/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.noFieldsRequestSchema,
    response: employer.employeeResponseSchema,
  },
  /** Mails the employee the member portal's sign-up invitation again. */
  resendInvitation: {
    method: 'POST',
    path: 'employer/v1/employees/:id/invitation/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.noFieldsRequestSchema,
    response: employer.employeeResponseSchema,
  },
  addDependent: {
    method: 'POST',
    path: 'employer/v1/employees/:id/dependents/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.dependentRequestSchema,
    response: employer.employeeResponseSchema,
  },
  updateDependent: {
    method: 'PATCH',
    path: 'employer/v1/employees/:id/dependents/:dependent_id/',
    guard: COMPANY_ADMIN,
    params: employer.dependentParamsSchema,
    body: employer.dependentRequestSchema,
    response: employer.employeeResponseSchema,
  },
  endDependentBenefit: {
    method: 'POST',
    path: 'employer/v1/employees/:id/dependents/:dependent_id/end-benefit/',
    guard: COMPANY_ADMIN,
    params: employer.dependentParamsSchema,
    body: employer.endBenefitRequestSchema,
    response: employer.employeeResponseSchema,
  },
  // Issue 27 item 2 (decision 0058): the group plan, for a company with or without EDI.
  groupPlan: {
    method: 'GET',
    path: 'employer/v1/plan/',
    guard: COMPANY_ADMIN,
    response: employerPlan.groupPlanResponseSchema,
  },
  addPlanOffering: {
    method: 'POST',
    path: 'employer/v1/plan/offerings/',
    guard: COMPANY_ADMIN,
    body: employerPlan.planOfferingRequestSchema,
    response: employerPlan.groupPlanResponseSchema,
  },
  cancelPlanOffering: {
    method: 'DELETE',
    path: 'employer/v1/plan/offerings/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    response: employerPlan.groupPlanResponseSchema,
  },
  // Issue 27 item 1 (decision 0058): the company's HR users and their invitations.
  companyUsers: {
    method: 'GET',
    path: 'employer/v1/company/users/',
    guard: COMPANY_ADMIN,
    response: employerUsers.companyUsersResponseSchema,
  },
  inviteCompanyUser: {
    method: 'POST',
    path: 'employer/v1/company/users/invites/',
    guard: COMPANY_ADMIN,
    body: employerUsers.companyInviteBodySchema,
    response: employerUsers.companyInviteResponseSchema,
  },
  resendCompanyInvite: {
    method: 'POST',
    path: 'employer/v1/company/users/invites/:id/resend/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: employer.noFieldsRequestSchema,
    response: employerUsers.companyInviteResponseSchema,
  },
  revokeCompanyInvite: {
    method: 'DELETE',
    path: 'employer/v1/company/users/invites/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  removeCompanyUser: {
    method: 'DELETE',
    path: 'employer/v1/company/users/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  acceptCompanyInvite: {
    method: 'POST',
    path: 'employer/v1/user-invites/accept/',
    guard: PUBLIC_GUARD,
    body: acceptInviteBodySchema,
    response: acceptInviteResponseSchema,
  },
  // Issue 27 item 6 (decision 0060): the bank verification, the same service as the company's.
  bankVerification: {
    method: 'GET',
    path: 'employer/v1/bank/',
    guard: COMPANY_ADMIN,
    response: bank.bankVerificationResponseSchema,
  },
  addBankOwner: {
    method: 'POST',
    path: 'employer/v1/bank/owner/',
    guard: COMPANY_ADMIN,
    body: bank.bankOwnerRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
  addBankAccount: {
    method: 'POST',
    path: 'employer/v1/bank/account/',
    guard: COMPANY_ADMIN,
    body: bank.bankAccountRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
  verifyBankDeposits: {
    method: 'POST',
    path: 'employer/v1/bank/account/verify/',
    guard: COMPANY_ADMIN,
    body: bank.bankDepositsRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
  // Issue 27 item 6 (decision 0061): the monthly invoices, their lines and their payment by bank debit.
  ...EMPLOYER_INVOICE_CONTRACT,
} as const satisfies Record<string, Endpoint>;
