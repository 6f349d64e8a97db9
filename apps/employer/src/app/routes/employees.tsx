// Issue 27: `/`, the employees list (the portal's home).
export { EmployeesPage as Component } from '../../features/employees/components/employees-page';
