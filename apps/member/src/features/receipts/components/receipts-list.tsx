import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NO_RESULTS_FOUND, formatIsoDate, formatMoney, type Transaction } from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { useWording } from '../../../shared/hooks/use-wording';
import { kindLabel, statusLabel, transactionHref } from './receipt-words';

function whereLabel(row: Transaction): string {
  return row.practice?.name ?? row.provider_name ?? '';
}

function openLabel(row: Transaction): string {
  return `${kindLabel(row.kind)} of ${formatIsoDate(row.date)} for ${row.patient.name}`;
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
  { key: 'member', header: 'You paid', align: 'right', render: (row) => formatMoney(row.member_cents) },
];

/** Issue 5: the receipts, a table on wider screens and cards on phones; each opens its details. */
export function ReceiptsList({ rows }: { rows: Transaction[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const word = useWording();
  if (!phone)
    return (
      <DataTable label="Receipts" columns={columnsFor(word)} rows={rows} rowKey={(row) => `${row.kind}-${row.id}`} />
    );
  if (rows.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        {NO_RESULTS_FOUND}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Receipts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={`${row.kind}-${row.id}`} sx={{ p: 2 }}>
          <Link component={RouterLink} to={transactionHref(row)} aria-label={openLabel(row)} sx={{ fontWeight: 600 }}>
            {formatIsoDate(row.date)}
          </Link>
          <Typography variant="body2">
            {kindLabel(row.kind)} · {statusLabel(row.status)}
          </Typography>
          <Typography variant="body2">{row.patient.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {whereLabel(row)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', m: 0, mt: 1 }}>
            {[
              ['Billed', row.billed_cents],
              [word('Plan paid'), row.plan_cents],
              ['You paid', row.member_cents],
            ].map(([label, cents]) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {formatMoney(Number(cents))}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
