import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatIsoDate, type EstimateDetails } from '@dental/domain';
import { DetailsList } from './details-list';
import { PricedLinesTable } from './priced-lines-table';
import { useWording } from '../../../shared/hooks/use-wording';
import { statusLabel } from './receipt-words';
import { Detail, SectionCard } from '@dental/ui';

/** Issue 5: a proposed treatment, each line's estimated shares as priced today against the accumulators. */
export function EstimateDetailsView({ estimate }: { estimate: EstimateDetails }) {
  const word = useWording();
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
      </SectionCard>
      <SectionCard title="Estimated shares" id="estimate-lines">
        <PricedLinesTable
          label="Proposed procedures"
          lines={estimate.lines}
          totals={estimate.totals}
          planHeader={word('Plan pays (estimated)')}
          memberHeader="You pay (estimated)"
        />
      </SectionCard>
    </Box>
  );
}
