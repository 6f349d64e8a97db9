import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, planBenefitRows, type BenefitAmounts } from '@dental/domain';
import { REMAINING_TEXT_COLOR } from '@dental/ui';

function money(cents: number | null): string {
  return cents === null ? 'Not available' : formatMoney(cents);
}

/** spec §2 "Plan benefits table rows": Individual; Family and Ortho only with their limits; limit, used, remaining. */
export function PlanBenefitsTable({ benefit, label }: { benefit: BenefitAmounts; label: string }) {
  const rows = planBenefitRows(benefit);
  return (
    <TableContainer>
      <Table
        aria-label={label}
        size="small"
        // Compact on phones so all four columns fit 360px without scrolling.
        sx={{
          '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
          '& th:first-of-type, & td:first-of-type': { pl: 0 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              Benefit
            </TableCell>
            {['Limit', 'Used', 'Remaining'].map((header) => (
              <TableCell
                key={header}
                component="th"
                scope="col"
                align="right"
                sx={{ fontWeight: 600, color: 'text.secondary' }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-row={row.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {row.label}
              </TableCell>
              <TableCell align="right">{formatMoney(row.limit)}</TableCell>
              <TableCell align="right">{money(row.used)}</TableCell>
              <TableCell
                align="right"
                data-remaining-color={row.remainingColor}
                sx={{ color: REMAINING_TEXT_COLOR[row.remainingColor], fontWeight: 650 }}
              >
                {money(row.remaining)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
