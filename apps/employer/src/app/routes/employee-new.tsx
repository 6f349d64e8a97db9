// Issue 27: `/employees/new`, an employee with their dependents.
export { AddEmployeePage as Component } from '../../features/employees/components/add-employee-page';
