import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NO_RESULTS_FOUND, formatMoney, type LineTotals, type PricedLineItem } from '@dental/domain';
import { StackedCellLabel, StackedCellValue, stackedRoles as roles, stackedTableSx } from '@dental/ui';
import { useWording } from '../../../shared/hooks/use-wording';
import { reductionReasonText } from './receipt-words';

interface PricedLinesTableProps {
  /** The table's accessible name. */
  label: string;
  lines: PricedLineItem[];
  totals: LineTotals;
  /** Column headers of the two shares ('Plan paid' on a receipt, 'Plan pays (estimated)' on an estimate). */
  planHeader: string;
  memberHeader: string;
}

const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;

/** A body or footer cell: its column's name shown beside it where the rows are stacked (a phone). */
function Cell({ label, children, ...props }: TableCellProps & { label: ReactNode }) {
  return (
    <TableCell {...(props.component === 'th' ? roles.rowheader : roles.cell)} {...props}>
      <StackedCellLabel below="sm">{label}</StackedCellLabel>
      <StackedCellValue>{children}</StackedCellValue>
    </TableCell>
  );
}

/**
 * Issue 5: an explanation of benefits, one row per procedure line, with the server's totals at the foot. On a
 * phone each row is a block of labelled lines, by CSS (issue 17 item 16: eight columns do not fit 360 px):
 * one markup at every width, right from the first paint of a page drawn at the server (decision 0034).
 */
export function PricedLinesTable({ label, lines, totals, planHeader, memberHeader }: PricedLinesTableProps) {
  const word = useWording();
  const reasonHeader = word('Why the plan paid less');
  const amounts = (of: LineTotals) => (
    <>
      <Cell label="Billed" {...money}>
        {formatMoney(of.billed_cents)}
      </Cell>
      <Cell label="Allowed" {...money}>
        {formatMoney(of.allowed_cents)}
      </Cell>
      <Cell label={planHeader} {...money}>
        {formatMoney(of.plan_cents)}
      </Cell>
      <Cell label={memberHeader} {...money}>
        {formatMoney(of.member_cents)}
      </Cell>
    </>
  );
  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={stackedTableSx('sm')} {...roles.table}>
        <TableHead {...roles.rowgroup}>
          <TableRow {...roles.row}>
            {['Code', 'Procedure', 'Tooth'].map((header) => (
              <TableCell key={header} {...roles.columnheader}>
                {header}
              </TableCell>
            ))}
            {['Billed', 'Allowed', planHeader, memberHeader].map((header) => (
              <TableCell key={header} {...money} {...roles.columnheader}>
                {header}
              </TableCell>
            ))}
            <TableCell {...roles.columnheader}>{reasonHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody {...roles.rowgroup}>
          {lines.length === 0 && (
            <TableRow {...roles.row}>
              <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }} {...roles.cell}>
                {NO_RESULTS_FOUND}
              </TableCell>
            </TableRow>
          )}
          {lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`} {...roles.row}>
              <Cell label="Code">{line.code}</Cell>
              <Cell label="Procedure" component="th" scope="row">
                {line.name}
              </Cell>
              <Cell label="Tooth">{line.tooth ?? '—'}</Cell>
              {amounts(line)}
              {/* No reason: an empty cell, which a stacked row leaves out rather than show a bare label. */}
              {line.reduction_reason ? (
                <Cell label={reasonHeader}>{word(reductionReasonText(line.reduction_reason))}</Cell>
              ) : (
                <TableCell {...roles.cell} />
              )}
            </TableRow>
          ))}
        </TableBody>
        {/* Issue 28 item 4: the Total is the figure people look for: as large and as dark as its lines (MUI sets a
            footer smaller and grey). */}
        <TableFooter {...roles.rowgroup} sx={{ '& td, & th': { fontSize: 'body2.fontSize', color: 'text.primary' } }}>
          <TableRow {...roles.row}>
            <TableCell
              component="th"
              scope="row"
              colSpan={3}
              sx={{ fontWeight: 600, color: 'text.primary' }}
              {...roles.rowheader}
            >
              Total
            </TableCell>
            {amounts(totals)}
            <TableCell {...roles.cell} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
