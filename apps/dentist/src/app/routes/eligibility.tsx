// Issue 16 item 3: `/eligibility`.
export { EligibilityPage as Component } from '../../features/eligibility/components/eligibility-page';
