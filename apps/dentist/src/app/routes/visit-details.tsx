// Issue 16 item 4: `/visits/:visitId`.
export { VisitDetailsPage as Component } from '../../features/visits/components/visit-details-page';
