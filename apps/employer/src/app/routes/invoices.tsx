// Issue 27 item 6: `/invoices`, the company's monthly invoices. Drawn at the server (router.tsx, decision 0067).
import type { RoutePrefetch } from '@dental/ui';
import { invoicesQuery } from '../../features/invoices/api/invoices';
import { pageFromSearch } from '../../features/invoices/components/invoices-page';
import { prefetchBehindBankGate } from '../first-screen';

export { InvoicesPage as Component } from '../../features/invoices/components/invoices-page';

/** The company (the bank gate) and, once its bank is verified, the address's page of invoices (decision 0063). */
export const prefetch: RoutePrefetch = (deps) =>
  prefetchBehindBankGate((client) => [
    () => invoicesQuery(client, pageFromSearch(new URLSearchParams(deps.search)).page),
  ])(deps);
