import { formatDate, formatIsoDate, formatMoney, type Instalment } from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { PaymentStatusChip } from './payment-status-chip';

const columns: DataTableColumn<Instalment>[] = [
  { key: 'due', header: 'Due', render: (row) => formatIsoDate(row.due_date) },
  { key: 'amount', header: 'Amount', align: 'right', render: (row) => formatMoney(row.amount_cents) },
  { key: 'status', header: 'Status', render: (row) => <PaymentStatusChip status={row.status} /> },
  { key: 'paid', header: 'Paid on', render: (row) => (row.paid_at ? formatDate(row.paid_at, 'MMM D, YYYY') : '—') },
];

/** Issue 7: the purchase's instalment schedule with each instalment's status (spec §3: Paid, Past due, Scheduled). */
export function InstalmentsTable({ instalments }: { instalments: Instalment[] }) {
  return <DataTable label="Instalment schedule" columns={columns} rows={instalments} rowKey={(row) => row.id} />;
}
