// Issue 16 item 5: `/estimates/:estimateId`.
export { EstimateDetailsPage as Component } from '../../features/estimates/components/estimate-details-page';
