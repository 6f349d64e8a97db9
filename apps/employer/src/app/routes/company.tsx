// Issue 27: `/company`, the company profile.
export { CompanyPage as Component } from '../../features/company/components/company-page';
