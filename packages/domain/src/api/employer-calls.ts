// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The employer calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { guards } from './guards.js';
import type { CallRoute } from './call-route.js';

export const EMPLOYER_CALLS = {
  companyProfile: { method: 'GET', path: 'employer/v1/company/', guard: guards.employer('company_admin') },
  employees: { method: 'GET', path: 'employer/v1/employees/', guard: guards.employer('company_admin') },
  employee: { method: 'GET', path: 'employer/v1/employees/:id/', guard: guards.employer('company_admin') },
} as const satisfies Record<string, CallRoute>;
