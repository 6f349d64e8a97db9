import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { visuallyHidden } from './visually-hidden';

/**
 * Issue 17 item 16, decision 0034: a table whose rows become stacked blocks of labelled lines below `below`,
 * by CSS alone. The markup is the same at every width, so a page drawn at the server (where useMediaQuery
 * cannot know the width, and answers "not a phone" while hydrating) is right from its first paint, and a
 * phone never scrolls it sideways. The header row stays for screen readers (visually hidden), so they read
 * one table at every width; each cell's visible label (`StackedCellLabel`) is hidden from them instead, as
 * the column header already names the cell. The table's parts carry their roles explicitly (`stackedRoles`):
 * a browser may drop table semantics from elements whose CSS display is not a table's (Safari does).
 */
export const stackedTableSx = (below: Breakpoint) => (theme: Theme) => ({
  [theme.breakpoints.down(below)]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody, & tfoot, & tr': { display: 'block' },
    '& tr': { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5, mb: 1.5 },
    // `tr > .MuiTableCell-root` outweighs the cells' own classes (an aligned or small cell's padding, and
    // alignRight's row-reverse, which would put the value before its label).
    '& tr > .MuiTableCell-root': {
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 2,
      border: 0,
      px: 0,
      py: 0.5,
      textAlign: 'right',
      overflowWrap: 'anywhere',
    },
    // A cell that spans the row (the empty list's message, a footer's 'Total') is a line of its own.
    '& tr > .MuiTableCell-root[colspan]': { display: 'block', textAlign: 'center' },
    '& tfoot tr > .MuiTableCell-root[colspan]': { textAlign: 'left' },
    '& tr > .MuiTableCell-root:empty': { display: 'none' },
  },
});

/** Each part's role, written out (see stackedTableSx): `<Table {...stackedRoles.table}>` and so on. */
export const stackedRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const;

/** A cell's column name, shown only where the rows are stacked; screen readers take it from the header. */
export function StackedCellLabel({ below, children }: { below: Breakpoint; children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'none',
        [theme.breakpoints.down(below)]: {
          display: 'inline',
          color: 'text.secondary',
          textAlign: 'left',
          fontWeight: 400,
          overflowWrap: 'normal',
        },
      })}
    >
      {children}
    </Box>
  );
}

/** A cell's value beside its label where the rows are stacked (one flex item, free to wrap). */
export function StackedCellValue({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}
