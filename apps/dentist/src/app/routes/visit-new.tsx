// Issue 16 item 4: `/visits/new`.
export { RecordVisitPage as Component } from '../../features/visits/components/record-visit-page';
