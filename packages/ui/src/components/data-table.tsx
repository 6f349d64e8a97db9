import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Breakpoint } from '@mui/material/styles';
import { NO_RESULTS_FOUND } from '@dental/domain';
import { StackedCellLabel, StackedCellValue, stackedRoles, stackedTableSx } from './stacked-table';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** spec §2: 'No results found' when empty, unless overridden. */
  emptyMessage?: ReactNode;
  /**
   * Below this breakpoint each row is a block of labelled lines, by CSS (stacked-table.tsx): for tables too
   * wide for a phone (issue 17 item 16) on pages drawn at the server (decision 0034).
   */
  stackBelow?: Breakpoint;
}

/** spec §2: a table that says 'No results found' when it has no rows. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyMessage = NO_RESULTS_FOUND,
  stackBelow,
}: DataTableProps<Row>) {
  const roles = stackBelow ? stackedRoles : undefined;
  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={stackBelow ? stackedTableSx(stackBelow) : undefined} {...roles?.table}>
        <TableHead {...roles?.rowgroup}>
          <TableRow {...roles?.row}>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={{ fontWeight: 600, color: 'text.secondary' }}
                {...roles?.columnheader}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody {...roles?.rowgroup}>
          {rows.length === 0 ? (
            <TableRow {...roles?.row}>
              <TableCell
                colSpan={columns.length}
                align="center"
                sx={{ py: 4, color: 'text.secondary' }}
                {...roles?.cell}
              >
                {emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} {...roles?.row}>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} {...roles?.cell}>
                    {stackBelow ? (
                      <>
                        <StackedCellLabel below={stackBelow}>{column.header}</StackedCellLabel>
                        <StackedCellValue>{column.render(row)}</StackedCellValue>
                      </>
                    ) : (
                      column.render(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
