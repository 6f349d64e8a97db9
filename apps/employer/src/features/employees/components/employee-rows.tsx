import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { displayName, formatIsoDate, MEMBER_TAX_ID_TYPE_LABELS, type EmployeeSummary } from '@dental/domain';
import { DataTable, Detail, EmptyState } from '@dental/ui';
import { employeePath } from '../../../shared/paths';
import { StatusChip } from './status-chip';

const nameLink = (employee: EmployeeSummary) => (
  <Link component={RouterLink} to={employeePath(employee.id)}>
    {employee.last_name}, {displayName(employee)}
  </Link>
);

/**
 * The tax id as the list shows it: an SSN or ITIN by its kind and masked number ('SSN •••••6789'); an
 * employer-assigned id as it is (HR knows its own ids).
 */
export const taxIdText = (employee: Pick<EmployeeSummary, 'member_tax_id_type' | 'member_tax_id_display'>) => {
  switch (employee.member_tax_id_type) {
    case 'none':
      return 'None';
    case 'employee':
      return employee.member_tax_id_display ?? '';
    case 'ssn':
    case 'itin':
      return `${MEMBER_TAX_ID_TYPE_LABELS[employee.member_tax_id_type]} ${employee.member_tax_id_display ?? ''}`.trim();
  }
};

const coverText = (employee: EmployeeSummary) =>
  employee.end_date
    ? `${formatIsoDate(employee.cover_start_date)} to ${formatIsoDate(employee.end_date)}`
    : `From ${formatIsoDate(employee.cover_start_date)}`;

/** A table on wider screens; cards on a phone (seven columns do not fit 360 px, and nothing scrolls sideways). */
export function EmployeeRows({ rows, empty }: { rows: EmployeeSummary[]; empty: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (!phone)
    return (
      <DataTable
        label="Employees"
        rows={rows}
        rowKey={(employee) => employee.id}
        emptyMessage={empty}
        columns={[
          { key: 'name', header: 'Name', render: nameLink },
          { key: 'tax', header: 'Tax id or employee id', render: taxIdText },
          { key: 'status', header: 'Status', render: (employee) => <StatusChip status={employee.status} /> },
          {
            key: 'cover',
            header: 'Cover',
            render: (employee) => <Box sx={{ whiteSpace: 'nowrap' }}>{coverText(employee)}</Box>,
          },
          { key: 'plan', header: 'Plan', render: (employee) => employee.plan_name ?? '—' },
          { key: 'class', header: 'Class', render: (employee) => employee.class ?? '—' },
          { key: 'dependents', header: 'Dependents', align: 'right', render: (e) => e.dependents_count },
        ]}
      />
    );
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Box component="ul" aria-label="Employees" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((employee) => (
        <Paper component="li" variant="outlined" key={employee.id} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{nameLink(employee)}</Box>
            <StatusChip status={employee.status} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {taxIdText(employee)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
            <Detail label="Cover" value={coverText(employee)} />
            <Detail label="Plan" value={employee.plan_name ?? ''} />
            <Detail label="Class" value={employee.class ?? ''} />
            <Detail label="Dependents" value={String(employee.dependents_count)} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
