// The employer portal's calls with their schemas (issue 27): the `employer` group of CONTRACT (endpoints.ts).
// Every call is the company admin's, scoped to the user's company (decision 0023); another company's employee
// is a 404. Every employee write answers the employee as it now stands (details, cover and dependents); the
// enrolment writes are refused with MSG_EDI_MANAGED for a company whose employees come from its EDI file.
import * as employer from './employer.js';
import { idParamsSchema } from './common.js';
import { guards } from './guards.js';
import type { Endpoint } from './endpoint.js';

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
} as const satisfies Record<string, Endpoint>;
