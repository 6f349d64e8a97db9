import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { formatIsoDate, formatMoney, type EstimateSummary } from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { statusLabel } from './receipt-words';

const columns: DataTableColumn<EstimateSummary>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (row) => (
      <Link component={RouterLink} to={`/estimates-estimate-details/${row.id}`} aria-label={`Estimate of ${formatIsoDate(row.date)} for ${row.patient.name}`}>
        {formatIsoDate(row.date)}
      </Link>
    ),
  },
  { key: 'patient', header: 'Family member', render: (row) => row.patient.name },
  { key: 'practice', header: 'Practice', render: (row) => row.practice.name },
  { key: 'valid', header: 'Valid until', render: (row) => formatIsoDate(row.valid_until) || '—' },
  { key: 'status', header: 'Status', render: (row) => statusLabel(row.status) },
  { key: 'plan', header: 'Plan pays (estimated)', align: 'right', render: (row) => formatMoney(row.plan_cents) },
  { key: 'member', header: 'You pay (estimated)', align: 'right', render: (row) => formatMoney(row.member_cents) },
];

/** Issue 5: the household's estimates with today's re-priced shares; each opens its details. */
export function EstimatesTable({ rows }: { rows: EstimateSummary[] }) {
  return <DataTable label="Estimates" columns={columns} rows={rows} rowKey={(row) => row.id} />;
}
