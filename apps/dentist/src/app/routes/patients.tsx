// Issue 16 item 6: `/patients`.
export { PatientsPage as Component } from '../../features/patients/components/patients-page';
