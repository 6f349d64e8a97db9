// Issue 27 item 6: `/invoices`, the company's monthly invoices.
export { InvoicesPage as Component } from '../../features/invoices/components/invoices-page';
