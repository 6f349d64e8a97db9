import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate, formatIsoDate, formatMoney, type Instalment } from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';
import { PaymentStatusChip } from './payment-status-chip';

const paidOn = (row: Instalment): string => (row.paid_at ? formatDate(row.paid_at, 'MMM D, YYYY') : '—');

const columns: DataTableColumn<Instalment>[] = [
  { key: 'due', header: 'Due', render: (row) => formatIsoDate(row.due_date) },
  { key: 'amount', header: 'Amount', align: 'right', render: (row) => formatMoney(row.amount_cents) },
  { key: 'status', header: 'Status', render: (row) => <PaymentStatusChip status={row.status} /> },
  { key: 'paid', header: 'Paid on', render: paidOn },
];

/**
 * Issue 7: the purchase's instalment schedule with each instalment's status (spec §3: Paid, Past due,
 * Scheduled): a table on wider screens, a list on phones (a table would scroll sideways at 360px).
 */
export function InstalmentsTable({ instalments }: { instalments: Instalment[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!phone || instalments.length === 0) {
    return <DataTable label="Instalment schedule" columns={columns} rows={instalments} rowKey={(row) => row.id} />;
  }
  return (
    <Box
      component="ul"
      aria-label="Instalment schedule"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {instalments.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatIsoDate(row.due_date)} · {formatMoney(row.amount_cents)}
            </Typography>
            {row.paid_at && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Paid on {paidOn(row)}
              </Typography>
            )}
          </Box>
          <PaymentStatusChip status={row.status} />
        </Box>
      ))}
    </Box>
  );
}
