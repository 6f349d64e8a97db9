import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import {
  VISIT_PAYMENT_METHOD_LABELS,
  formatIsoDate,
  formatMoney,
  refundedLabel,
  type Transaction,
} from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { useWording } from '../../../shared/hooks/use-wording';
import { kindLabel, statusLabel, transactionHref } from './receipt-words';

function whereLabel(row: Transaction): string {
  return row.practice?.name ?? row.provider_name ?? '';
}

function openLabel(row: Transaction): string {
  return `${kindLabel(row.kind)} of ${formatIsoDate(row.date)} for ${row.patient.name}`;
}

/**
 * Issue 26 item 5: a visit's share as it stands: what the member paid and how, and what is still due (the
 * server's, as the visit's details say: nothing on a voided visit). "You paid" only for what was paid and kept:
 * a voided visit's card payment refunded says "Refunded $X" (decision 0048).
 */
function shareText(row: Transaction): string {
  if (row.kind !== 'appointment') return formatMoney(row.member_cents);
  const parts: string[] = [];
  const kept = row.paid_cents - row.refunded_cents;
  if (kept > 0) {
    const how = row.payment_methods.map((method) => VISIT_PAYMENT_METHOD_LABELS[method]).join(', ');
    parts.push(`You paid ${formatMoney(kept)}${how ? ` (${how})` : ''}`);
  }
  if (row.refunded_cents > 0) parts.push(refundedLabel(row.refunded_cents));
  if (row.balance_cents > 0) parts.push(`Balance due ${formatMoney(row.balance_cents)}`);
  return parts.length > 0 ? parts.join(', ') : 'Nothing due';
}

/** The table's columns, their headers in the member's wording (spec §1). */
const columnsFor = (word: (text: string) => string): DataTableColumn<Transaction>[] => [
  {
    key: 'date',
    header: 'Date',
    render: (row) => (
      <Link component={RouterLink} to={transactionHref(row)} aria-label={openLabel(row)}>
        {formatIsoDate(row.date)}
      </Link>
    ),
  },
  { key: 'kind', header: 'Type', render: (row) => kindLabel(row.kind) },
  { key: 'patient', header: 'Family member', render: (row) => row.patient.name },
  { key: 'where', header: 'Practice or provider', render: whereLabel },
  { key: 'status', header: 'Status', render: (row) => statusLabel(row.status) },
  { key: 'billed', header: 'Billed', align: 'right', render: (row) => formatMoney(row.billed_cents) },
  { key: 'plan', header: word('Plan paid'), align: 'right', render: (row) => formatMoney(row.plan_cents) },
  { key: 'member', header: 'Your share', align: 'right', render: shareText },
];

/**
 * Issue 5: the receipts, each opening its details. One table, whose rows are stacked blocks of labelled lines
 * on a phone by CSS (issue 17 item 16: eight columns do not fit 360 px), so the page drawn at the server is
 * right at every width from its first paint (decision 0034).
 */
export function ReceiptsList({ rows }: { rows: Transaction[] }) {
  const word = useWording();
  return (
    <DataTable
      label="Receipts"
      columns={columnsFor(word)}
      rows={rows}
      rowKey={(row) => `${row.kind}-${row.id}`}
      stackBelow="sm"
    />
  );
}
