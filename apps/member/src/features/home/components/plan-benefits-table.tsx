import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, planBenefitRows, type BenefitAmounts, type RemainingColor } from '@dental/domain';

/**
 * spec §2: the remaining amount's palette roles as theme colours. Each is a text colour with at least
 * 4.5:1 contrast on white (DESIGN §5: AA), so the amounts stay readable.
 */
export const REMAINING_TEXT_COLOR: Record<RemainingColor, string> = {
  neutral: 'text.secondary',
  secondary: 'secondary.main',
  primary: 'primary.main',
  error: 'error.main',
};

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
