// Issue 16 item 4: `/visits`.
export { VisitsPage as Component } from '../../features/visits/components/visits-page';
