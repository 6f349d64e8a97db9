// Issue 27: `/employees/:employeeId/edit`.
export { EditEmployeePage as Component } from '../../features/employees/components/edit-employee-page';
