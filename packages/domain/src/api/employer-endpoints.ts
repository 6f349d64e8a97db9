// The employer portal's calls with their schemas (issue 27): the `employer` group of CONTRACT (endpoints.ts).
// Every call is the company admin's, scoped to the user's company (decision 0023); another company's employee
// is a 404. Built slice by slice: the company profile and the employees list and details first.
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
} as const satisfies Record<string, Endpoint>;
