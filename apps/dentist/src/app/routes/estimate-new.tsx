// Issue 16 item 5: `/estimates/new`.
export { NewEstimatePage as Component } from '../../features/estimates/components/new-estimate-page';
