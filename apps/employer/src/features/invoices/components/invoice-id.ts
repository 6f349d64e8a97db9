import { useParams } from 'react-router';

/** The invoice id of the address (`/invoices/:invoiceId`); NaN when it is not a number (the call says 404). */
export function useInvoiceId(): number {
  const { invoiceId } = useParams();
  return /^[1-9][0-9]*$/.test(invoiceId ?? '') ? Number(invoiceId) : Number.NaN;
}
