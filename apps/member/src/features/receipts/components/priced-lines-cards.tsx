import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NO_RESULTS_FOUND, formatMoney, type LineTotals, type PricedLineItem } from '@dental/domain';
import { Detail } from '@dental/ui';

interface PricedLinesCardsProps {
  label: string;
  lines: PricedLineItem[];
  totals: LineTotals;
  planHeader: string;
  memberHeader: string;
  /** A line's reduction reason in the member's words. */
  reasonOf: (line: PricedLineItem) => string;
}

/** The four amounts of a line or of the totals, two a row. */
function Amounts({
  amounts,
  planHeader,
  memberHeader,
}: {
  amounts: LineTotals;
  planHeader: string;
  memberHeader: string;
}) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
      <Detail label="Billed" value={formatMoney(amounts.billed_cents)} />
      <Detail label="Allowed" value={formatMoney(amounts.allowed_cents)} />
      <Detail label={planHeader} value={formatMoney(amounts.plan_cents)} />
      <Detail label={memberHeader} value={formatMoney(amounts.member_cents)} />
    </Box>
  );
}

/** Issue 17 item 16: the explanation of benefits on a phone, one card per procedure line and the totals (no sideways scroll). */
export function PricedLinesCards({ label, lines, totals, planHeader, memberHeader, reasonOf }: PricedLinesCardsProps) {
  if (lines.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
        {NO_RESULTS_FOUND}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {lines.map((line, index) => (
          <Paper component="li" variant="outlined" key={`${line.code}-${index}`} sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle2">
              {line.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {line.code}
              {line.tooth ? ` · Tooth ${line.tooth}` : ''}
            </Typography>
            <Amounts amounts={line} planHeader={planHeader} memberHeader={memberHeader} />
            {line.reduction_reason && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {reasonOf(line)}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
      <Box role="group" aria-label={`${label}: total`} sx={{ px: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          Total
        </Typography>
        <Amounts amounts={totals} planHeader={planHeader} memberHeader={memberHeader} />
      </Box>
    </Box>
  );
}
