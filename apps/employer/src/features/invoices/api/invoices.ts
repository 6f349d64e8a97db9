// Issue 27 item 6 (decision 0061): what the invoices pages ask of the server: the history, one invoice with its
// lines, and its payment by bank debit (the answer is the invoice as it now stands).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type InvoiceDetails, type PayInvoiceRequest } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** The invoices area's query keys: a payment answers the invoice, which replaces its details. */
export const invoicesKeys = {
  all: ['employer-invoices'] as const,
  list: (page: number) => [...invoicesKeys.all, 'list', page] as const,
  details: (id: number) => [...invoicesKeys.all, 'details', id] as const,
};

/** GET employer/v1/invoices/ as query options (the page's own and its route's `prefetch`, decision 0063). */
export const invoicesQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: invoicesKeys.list(page),
    queryFn: async () =>
      client.call('employer.invoices', { query: { page: String(page), page_size: String(DEFAULT_PAGE_SIZE) } }),
  });

/** GET employer/v1/invoices/:id/ as query options. */
export const invoiceQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: invoicesKeys.details(id),
    queryFn: async () => (await client.call('employer.invoice', { params: { id: String(id) } })).data,
  });

/** GET employer/v1/invoices/ (the previous page stays shown while the next loads). */
export function useInvoices(page: number) {
  return useQuery({ ...invoicesQuery(useApiClient(), page), placeholderData: keepPreviousData });
}

/** GET employer/v1/invoices/:id/. */
export function useInvoice(id: number) {
  return useQuery(invoiceQuery(useApiClient(), id));
}

/** POST employer/v1/invoices/:id/payments/ with the confirmation's key; the lists are read again after it. */
export function usePayInvoice(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayInvoiceRequest) =>
      (await client.call('employer.payInvoice', { params: { id: String(id) }, body })).data,
    onSuccess: (invoice: InvoiceDetails) => {
      queryClient.setQueryData(invoicesKeys.details(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: [...invoicesKeys.all, 'list'] });
    },
  });
}
