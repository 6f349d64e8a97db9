// Issue 27: `/employees/:employeeId`.
export { EmployeeDetailsPage as Component } from '../../features/employees/components/employee-details-page';
