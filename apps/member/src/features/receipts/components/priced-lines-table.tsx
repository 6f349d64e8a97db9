import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NO_RESULTS_FOUND, formatMoney, type LineTotals, type PricedLineItem } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import { PricedLinesCards } from './priced-lines-cards';
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

/**
 * Issue 5: an explanation of benefits, one row per procedure line, with the server's totals at the foot; on a
 * phone, one card per line (issue 17 item 16: eight columns do not fit 360 px).
 */
export function PricedLinesTable({ label, lines, totals, planHeader, memberHeader }: PricedLinesTableProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const word = useWording();
  const reasonOf = (line: PricedLineItem) => word(reductionReasonText(line.reduction_reason));
  if (phone) return <PricedLinesCards {...{ label, lines, totals, planHeader, memberHeader, reasonOf }} />;
  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Procedure</TableCell>
            <TableCell>Tooth</TableCell>
            <TableCell {...money}>Billed</TableCell>
            <TableCell {...money}>Allowed</TableCell>
            <TableCell {...money}>{planHeader}</TableCell>
            <TableCell {...money}>{memberHeader}</TableCell>
            <TableCell>{word('Why the plan paid less')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {NO_RESULTS_FOUND}
              </TableCell>
            </TableRow>
          )}
          {lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`}>
              <TableCell>{line.code}</TableCell>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell>{line.tooth ?? '—'}</TableCell>
              <TableCell {...money}>{formatMoney(line.billed_cents)}</TableCell>
              <TableCell {...money}>{formatMoney(line.allowed_cents)}</TableCell>
              <TableCell {...money}>{formatMoney(line.plan_cents)}</TableCell>
              <TableCell {...money}>{formatMoney(line.member_cents)}</TableCell>
              <TableCell>{reasonOf(line)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 600, color: 'text.primary' }}>
              Total
            </TableCell>
            <TableCell {...money}>{formatMoney(totals.billed_cents)}</TableCell>
            <TableCell {...money}>{formatMoney(totals.allowed_cents)}</TableCell>
            <TableCell {...money}>{formatMoney(totals.plan_cents)}</TableCell>
            <TableCell {...money}>{formatMoney(totals.member_cents)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
