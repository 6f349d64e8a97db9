// The addresses the screens link to, built for the patterns of app/route-paths.ts (features may not import app/).

/** The employees list, the portal's home. */
export const EMPLOYEES_PATH = '/';
/** Where an employee's details are. */
export const employeePath = (id: number): string => `/employees/${id}`;
/** Where an employee's edit form is. */
export const employeeEditPath = (id: number): string => `/employees/${id}/edit`;
/** The add employee form. */
export const NEW_EMPLOYEE_PATH = '/employees/new';
/** The census import page. */
export const CENSUS_PATH = '/census';
/** The EDI files page (an EDI company's 834 files). */
export const EDI_PATH = '/edi';
/** The company page. */
export const COMPANY_PATH = '/company';
/** The company's users page. */
export const USERS_PATH = '/users';
/** The group plan page. */
export const PLAN_PATH = '/plan';
/** The company's bank account and its verification (issue 27 item 6). */
export const BANK_PATH = '/bank';
/** The invoices page (issue 27 item 6). */
export const INVOICES_PATH = '/invoices';
/** Where one invoice is. */
export const invoicePath = (id: number): string => `/invoices/${id}`;
