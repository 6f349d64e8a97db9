// Issue 16 item 5: `/estimates`.
export { EstimatesPage as Component } from '../../features/estimates/components/estimates-page';
