// Issue 27: `/employees/:employeeId/edit`. Drawn at the server (router.tsx, decisions 0063 and 0067): its form
// comes filled with the employee's fields, held until hydrated.
export { EditEmployeePage as Component } from '../../features/employees/components/edit-employee-page';
/** The company and the employee, as the employee's page (employee-prefetch.ts). */
export { prefetchEmployee as prefetch } from '../employee-prefetch';
