// Issue 27 item 6: `/bank`, the company's bank account and its verification.
export { BankPage as Component } from '../../features/bank/components/bank-page';
