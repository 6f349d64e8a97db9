import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type PriceCheck, type PriceCheckResult } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import { estimateReductionText } from './price-check-words';
import { EmptyState, SectionCard } from '@dental/ui';

/** One label and amount, in a definition list. */
function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {formatMoney(cents)}
      </Typography>
    </Box>
  );
}

/**
 * The local range of fees per procedure: a table on wider screens, one line of three amounts per procedure on
 * a phone (issue 17 item 16: four columns with a procedure's name do not fit 360 px). Both are drawn and CSS
 * shows the one of the width (the hidden one is out of the accessibility tree): useMediaQuery answers "not a
 * phone" at the server and while hydrating, so a page drawn at the server would show a phone the table first
 * (decision 0034).
 */
function LocalRange({ check }: { check: PriceCheck }) {
  return (
    <>
      <Box
        component="ul"
        aria-labelledby="local-range"
        sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'grid', sm: 'none' }, gap: 1.5 }}
      >
        {check.procedures.map((p) => (
          <li key={p.code}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {p.name} ({p.code})
            </Typography>
            {p.local_range ? (
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)' }}>
                <Amount label="Lowest" cents={p.local_range.low_cents} />
                <Amount label="Median" cents={p.local_range.median_cents} />
                <Amount label="Highest" cents={p.local_range.high_cents} />
              </Box>
            ) : (
              <Typography variant="body2">No fees found nearby.</Typography>
            )}
          </li>
        ))}
      </Box>
      <Table size="small" aria-labelledby="local-range" sx={{ display: { xs: 'none', sm: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>Procedure</TableCell>
            <TableCell align="right">Lowest</TableCell>
            <TableCell align="right">Median</TableCell>
            <TableCell align="right">Highest</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {check.procedures.map((p) => (
            <TableRow key={p.code}>
              <TableCell component="th" scope="row">
                {p.name} ({p.code})
              </TableCell>
              <TableCell align="right">{p.local_range ? formatMoney(p.local_range.low_cents) : '—'}</TableCell>
              <TableCell align="right">{p.local_range ? formatMoney(p.local_range.median_cents) : '—'}</TableCell>
              <TableCell align="right">{p.local_range ? formatMoney(p.local_range.high_cents) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function ResultCard({ result, names, from }: { result: PriceCheckResult; names: Map<string, string>; from: string }) {
  const word = useWording();
  const single = result.lines.length === 1;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-location-id={result.location_id}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
          <Link component={RouterLink} to={`/find-dentist/practice/${result.practice_id}`} state={{ from }}>
            {result.practice_name}
          </Link>
        </Typography>
        <Typography variant="body2">{result.distance_miles.toFixed(1)} mi</Typography>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {result.address_line_1}, {result.city}, {result.state} {result.zip}
      </Typography>
      {result.lines.map((line) => (
        <Box key={line.code} sx={{ mb: 1 }}>
          {!single && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {names.get(line.code) ?? line.code}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}
          >
            <Amount label="Practice's fee" cents={line.billed_cents} />
            <Amount label="Allowed fee" cents={line.allowed_cents} />
            <Amount label={word('Plan pays')} cents={line.plan_cents} />
            <Amount label="You pay" cents={line.member_cents} strong={single} />
          </Box>
          {line.reduction_reason && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {word(estimateReductionText(line.reduction_reason))}
            </Typography>
          )}
        </Box>
      ))}
      {!single && (
        <Box
          component="dl"
          sx={{
            m: 0,
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 1,
            gridTemplateColumns: '1fr 1fr',
          }}
        >
          <Amount label={word('Plan pays in all')} cents={result.plan_cents} />
          <Amount label="You pay in all" cents={result.member_cents} strong />
        </Box>
      )}
    </Paper>
  );
}

/** Issue 6: the local range of fees, the member's remaining benefits and the priced practices. */
export function PriceCheckResults({ check }: { check: PriceCheck }) {
  const here = useLocation();
  const word = useWording();
  const from = `${here.pathname}${here.search}`;
  const names = new Map(check.procedures.map((p) => [p.code, `${p.name} (${p.code})`]));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard title={`What practices near you charge (within ${check.radius_miles} miles)`} id="local-range">
        <LocalRange check={check} />
      </SectionCard>
      <Typography data-testid="remaining-benefits">
        {word(
          check.plan_in_force
            ? `Estimates for ${check.patient.name}, with ${check.annual_remaining_cents === null ? 'no annual maximum' : `${formatMoney(check.annual_remaining_cents)} left of the annual maximum`}${check.family_remaining_cents === null ? '' : ` and ${formatMoney(check.family_remaining_cents)} left of the family maximum`} today.`
            : `${check.patient.name} has no plan in force today: the practice's whole fee would be paid by you.`,
        )}
      </Typography>
      {check.results.length === 0 ? (
        <EmptyState>
          {word(
            `No results found. No in-network practice within ${check.radius_miles} miles has a fee for all of these procedures.`,
          )}
        </EmptyState>
      ) : (
        <Box
          component="ol"
          aria-label="Practices and your estimated cost"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {check.results.map((result) => (
            <ResultCard key={result.location_id} result={result} names={names} from={from} />
          ))}
        </Box>
      )}
    </Box>
  );
}
