import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatIsoDate, type EstimateDetails } from '@dental/domain';
import { DetailsList } from './details-list';
import { PricedLinesTable } from './priced-lines-table';
import { useWording } from '../../../shared/hooks/use-wording';
import { statusLabel } from './receipt-words';
import { Detail, SectionCard } from '@dental/ui';

/**
 * Issue 26 item 3: an accepted estimate's visit, one click away (its receipt). The link stands alone on its line,
 * not inside a sentence (axe's link-in-text-block, issue 26 item 12).
 */
function AcceptedVisit({ estimate, visitId }: { estimate: EstimateDetails; visitId: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mt: 2 }}>
      <Typography>
        The practice recorded this estimate as your visit of {formatIsoDate(estimate.priced_on)}. The shares below are
        that visit&apos;s, as it was accepted.
      </Typography>
      <Box>
        <Link component={RouterLink} to={`/transactions-appointment-details/${visitId}`}>
          Open the visit&apos;s receipt
        </Link>
      </Box>
    </Box>
  );
}

/**
 * Issue 5: a proposed treatment, each line's estimated shares as priced today against the accumulators; once
 * accepted, the figures it was accepted with (its visit's) and a link to that visit (issue 26 item 3).
 */
export function EstimateDetailsView({ estimate }: { estimate: EstimateDetails }) {
  const word = useWording();
  const visitId = estimate.status === 'accepted' ? estimate.visit_id : null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!estimate.plan_in_force && (
        <Alert severity="warning" variant="outlined">
          {word(`No plan is in force for ${estimate.patient.name} today, so the plan would pay nothing.`)}
        </Alert>
      )}
      <SectionCard title="Estimate" id="estimate-summary">
        <DetailsList>
          <Detail label="Patient" value={estimate.patient.name} />
          <Detail label="Practice" value={estimate.practice.name} />
          <Detail label="Date" value={formatIsoDate(estimate.date)} />
          <Detail label="Valid until" value={formatIsoDate(estimate.valid_until)} />
          <Detail label="Status" value={statusLabel(estimate.status)} />
          <Detail label="Priced on" value={formatIsoDate(estimate.priced_on)} />
        </DetailsList>
        {visitId !== null && <AcceptedVisit estimate={estimate} visitId={visitId} />}
      </SectionCard>
      <SectionCard title={visitId === null ? 'Estimated shares' : 'Shares as accepted'} id="estimate-lines">
        <PricedLinesTable
          label="Proposed procedures"
          lines={estimate.lines}
          totals={estimate.totals}
          planHeader={word(visitId === null ? 'Plan pays (estimated)' : 'Plan pays')}
          memberHeader={visitId === null ? 'You pay (estimated)' : 'You pay'}
        />
      </SectionCard>
    </Box>
  );
}
