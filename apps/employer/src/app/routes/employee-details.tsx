// Issue 27: `/employees/:employeeId`. Drawn at the server (router.tsx, decisions 0063 and 0067).
export { EmployeeDetailsPage as Component } from '../../features/employees/components/employee-details-page';
/** The company and the employee (employee-prefetch.ts). */
export { prefetchEmployee as prefetch } from '../employee-prefetch';
