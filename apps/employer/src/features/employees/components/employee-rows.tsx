import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { displayName, formatIsoDate, MEMBER_TAX_ID_TYPE_LABELS, type EmployeeSummary } from '@dental/domain';
import { DataTable } from '@dental/ui';
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

/**
 * A table on wider screens; below `md` each employee is a block of labelled lines (seven columns do not fit 360 px,
 * and nothing scrolls sideways). Chosen by CSS (DataTable's `stackBelow`), not useMediaQuery: the page is drawn at
 * the server before any script knows the width (decision 0067), and a phone would get the table first, then a shift.
 */
export function EmployeeRows({ rows, empty }: { rows: EmployeeSummary[]; empty: string }) {
  return (
    <DataTable
      label="Employees"
      rows={rows}
      rowKey={(employee) => employee.id}
      emptyMessage={empty}
      stackBelow="md"
      columns={[
        { key: 'name', header: 'Name', render: nameLink },
        { key: 'tax', header: 'Tax id or employee id', render: taxIdText },
        { key: 'status', header: 'Status', render: (employee) => <StatusChip status={employee.status} /> },
        {
          key: 'cover',
          header: 'Cover',
          render: (employee) => <Box sx={{ whiteSpace: { md: 'nowrap' } }}>{coverText(employee)}</Box>,
        },
        { key: 'plan', header: 'Plan', render: (employee) => employee.plan_name ?? '—' },
        { key: 'class', header: 'Class', render: (employee) => employee.class ?? '—' },
        { key: 'dependents', header: 'Dependents', align: 'right', render: (e) => e.dependents_count },
      ]}
    />
  );
}
