import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NO_RESULTS_FOUND, formatIsoDate, formatMoney, type EstimateSummary } from '@dental/domain';
import { DataTable, type DataTableColumn, Detail } from '@dental/ui';
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
 * Issue 5: the household's estimates with today's re-priced shares; each opens its details. A table on wider
 * screens, cards on a phone (issue 17 item 16: seven columns do not fit 360 px).
 */
export function EstimatesTable({ rows }: { rows: EstimateSummary[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const word = useWording();
  if (!phone) return <DataTable label="Estimates" columns={columnsFor(word)} rows={rows} rowKey={(row) => row.id} />;
  if (rows.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        {NO_RESULTS_FOUND}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Estimates" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.id} sx={{ p: 2 }}>
          <Box sx={{ fontWeight: 600 }}>
            <DetailsLink row={row} />
          </Box>
          <Typography variant="body2">
            {row.patient.name} · {statusLabel(row.status)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.practice.name}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
            <Detail label="Valid until" value={formatIsoDate(row.valid_until)} />
            <Detail label={word('Plan pays (estimated)')} value={formatMoney(row.plan_cents)} />
            <Detail label="You pay (estimated)" value={formatMoney(row.member_cents)} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
