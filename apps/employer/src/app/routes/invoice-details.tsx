// Issue 27 item 6: `/invoices/:invoiceId`, one invoice with its lines, its PDF and Pay.
export { InvoiceDetailsPage as Component } from '../../features/invoices/components/invoice-details-page';
