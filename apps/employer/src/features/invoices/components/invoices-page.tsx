import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  DEFAULT_PAGE_SIZE,
  apiPath,
  formatIsoDate,
  formatMoney,
  invoiceMonthLabel,
  INVOICE_PDF_PATH,
  type InvoiceSummary,
} from '@dental/domain';
import {
  DataTable,
  LoadError,
  LoadingLines,
  PageNumbers,
  PageTitle,
  SectionCard,
  useUrlFilters,
  visuallyHidden,
} from '@dental/ui';
import { invoicePath } from '../../../shared/paths';
import { useInvoices } from '../api/invoices';
import { BankGate } from './bank-gate';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The list's page of the address (its route's `prefetch` reads it too, decision 0063). */
export const pageFromSearch = (search: URLSearchParams) => ({ page: Math.max(1, Number(search.get('page')) || 1) });
const pageToSearch = ({ page }: { page: number }) => new URLSearchParams(page > 1 ? { page: String(page) } : {});

/** The history: newest month first, each opened by its month, with its PDF. */
function InvoiceHistory() {
  const { filters, update } = useUrlFilters(pageFromSearch, pageToSearch);
  const list = useInvoices(filters.page);
  const pages = list.data ? Math.ceil(list.data.meta.total / DEFAULT_PAGE_SIZE) : 0;
  return (
    <SectionCard title="Your invoices" id="invoices-list">
      {list.isPending && <LoadingLines lines={4} label="Loading invoices" />}
      {list.isError && <LoadError what="the invoices" onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <DataTable<InvoiceSummary>
            label="Invoices"
            rows={list.data.data}
            rowKey={(invoice) => invoice.id}
            stackBelow="md"
            emptyMessage="No invoices yet: the first is taken on the 1st of the month after your employees are covered"
            columns={[
              {
                key: 'month',
                header: 'Month',
                render: (invoice) => (
                  <Link component={RouterLink} to={invoicePath(invoice.id)}>
                    {invoiceMonthLabel(invoice.month)}
                  </Link>
                ),
              },
              { key: 'due', header: 'Due', render: (invoice) => formatIsoDate(invoice.due_date) },
              { key: 'status', header: 'Status', render: (invoice) => <InvoiceStatusChip status={invoice.status} /> },
              { key: 'members', header: 'Members', align: 'right', render: (invoice) => invoice.member_count },
              { key: 'total', header: 'Total', align: 'right', render: (invoice) => formatMoney(invoice.total_cents) },
              {
                key: 'pdf',
                header: 'PDF',
                render: (invoice) => (
                  <Link href={apiPath(INVOICE_PDF_PATH, { id: invoice.id })} target="_blank" rel="noopener">
                    Download
                    <Box component="span" sx={visuallyHidden}>
                      {` the ${invoiceMonthLabel(invoice.month)} invoice`}
                    </Box>
                  </Link>
                ),
              },
            ]}
          />
          <PageNumbers count={pages} page={filters.page} onChange={(page) => update({ page })} label="Invoice pages" />
        </>
      )}
    </SectionCard>
  );
}

/** Issue 27 item 6: `/invoices`, the company's monthly invoices, once its bank is verified (spec §6). */
export function InvoicesPage() {
  return (
    <Stack spacing={3}>
      <PageTitle lead="Your monthly invoices, taken on the 1st for everyone covered that day, paid by bank debit.">
        Invoices
      </PageTitle>
      <BankGate>
        <InvoiceHistory />
      </BankGate>
    </Stack>
  );
}
