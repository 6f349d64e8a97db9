import { useParams } from 'react-router';

/** An address's invoice id as a number; NaN when it is not one (the call then says 404). */
export const invoiceIdOf = (param: string | undefined): number =>
  /^[1-9][0-9]*$/.test(param ?? '') ? Number(param) : Number.NaN;

/** The invoice id of the address (`/invoices/:invoiceId`); NaN when it is not a number (the call says 404). */
export function useInvoiceId(): number {
  return invoiceIdOf(useParams().invoiceId);
}
