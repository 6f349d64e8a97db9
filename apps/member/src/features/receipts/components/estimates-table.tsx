import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { formatIsoDate, formatMoney, type EstimateSummary } from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { useWording } from '../../../shared/hooks/use-wording';
import { statusLabel } from './receipt-words';

function DetailsLink({ row }: { row: EstimateSummary }) {
  return (
    <Link
      component={RouterLink}
      to={`/estimates-estimate-details/${row.id}`}
      aria-label={`Estimate of ${formatIsoDate(row.date)} for ${row.patient.name}`}
    >
      {formatIsoDate(row.date)}
    </Link>
  );
}

/** The table's columns, their headers in the member's wording (spec §1). */
const columnsFor = (word: (text: string) => string): DataTableColumn<EstimateSummary>[] => [
  { key: 'date', header: 'Date', render: (row) => <DetailsLink row={row} /> },
  { key: 'patient', header: 'Family member', render: (row) => row.patient.name },
  { key: 'practice', header: 'Practice', render: (row) => row.practice.name },
  { key: 'valid', header: 'Valid until', render: (row) => formatIsoDate(row.valid_until) || '—' },
  { key: 'status', header: 'Status', render: (row) => statusLabel(row.status) },
  { key: 'plan', header: word('Plan pays (estimated)'), align: 'right', render: (row) => formatMoney(row.plan_cents) },
  { key: 'member', header: 'You pay (estimated)', align: 'right', render: (row) => formatMoney(row.member_cents) },
];

/**
 * Issue 5: the household's estimates with today's re-priced shares; each opens its details. One table, whose
 * rows are stacked blocks of labelled lines on a phone by CSS (issue 17 item 16: seven columns do not fit
 * 360 px), so the page drawn at the server is right at every width from its first paint (decision 0034).
 */
export function EstimatesTable({ rows }: { rows: EstimateSummary[] }) {
  const word = useWording();
  return (
    <DataTable label="Estimates" columns={columnsFor(word)} rows={rows} rowKey={(row) => row.id} stackBelow="sm" />
  );
}
