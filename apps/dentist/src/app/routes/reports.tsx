// Issue 16 item 6: `/reports`.
export { ReportsPage as Component } from '../../features/reports/components/reports-page';
