// Issue 27 item 6: `/invoices/:invoiceId`, one invoice with its lines, its PDF and Pay. Drawn at the server
// (router.tsx, decision 0067).
import type { RoutePrefetch } from '@dental/ui';
import { invoiceQuery } from '../../features/invoices/api/invoices';
import { invoiceIdOf } from '../../features/invoices/components/invoice-id';
import { prefetchBehindBankGate } from '../first-screen';

export { InvoiceDetailsPage as Component } from '../../features/invoices/components/invoice-details-page';

/**
 * The company (the bank gate) and, once its bank is verified, the invoice (decision 0063). Another company's
 * invoice answers 404: the page is then not drawn, and the browser's page goes to its 404 screen as before.
 */
export const prefetch: RoutePrefetch = (deps) => {
  const id = invoiceIdOf(deps.params?.invoiceId);
  return prefetchBehindBankGate((client) => (Number.isNaN(id) ? [] : [() => invoiceQuery(client, id)]))(deps);
};
