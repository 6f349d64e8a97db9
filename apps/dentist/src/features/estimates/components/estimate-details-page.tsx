import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DENTIST_PRINTOUT_PATHS, apiPath, formatIsoDate, formatMoney } from '@dental/domain';
import {
  ApiError,
  DataTable,
  Detail,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  UntilHydrated,
} from '@dental/ui';
import { useEstimate } from '../api/estimates';
import { EstimateActions } from './estimate-actions';
import { EstimateStatus } from './estimate-status';
import { isRecordId } from '../../../shared/record-id';
import { lineColumns } from '../../../shared/line-columns';
import { PrintButton } from '../../../shared/print-button';

/** Issue 16 item 5: one estimate with its lines and shares as priced when made, its status and what to do next. */
export function EstimateDetailsPage() {
  const param = useParams().estimateId ?? '';
  // As a visit's page: an id that is no estimate id (/estimates/abc) is not found, not a load error to retry.
  const wellFormed = isRecordId(param);
  const estimate = useEstimate(wellFormed ? Number(param) : 0, wellFormed);
  if (wellFormed && estimate.isPending) return <LoadingLines label="Loading the estimate" />;
  if (!wellFormed || estimate.isError) {
    return (
      <Stack spacing={3}>
        <PageTitle>Estimate</PageTitle>
        {!wellFormed || (estimate.error instanceof ApiError && estimate.error.status === 404) ? (
          <Alert severity="warning">This estimate was not found.</Alert>
        ) : (
          <LoadError what="the estimate" onRetry={() => void estimate.refetch()} />
        )}
      </Stack>
    );
  }
  const e = estimate.data;
  if (!e) return null;
  return (
    <Stack spacing={3}>
      <PageTitle
        lead={
          <Button component={RouterLink} to="/estimates">
            All estimates
          </Button>
        }
      >
        {`Estimate for ${e.patient.name}`}
      </PageTitle>
      <Box>
        <PrintButton href={apiPath(DENTIST_PRINTOUT_PATHS.estimate, { id: e.id })} label="Print estimate" />
      </Box>
      <SectionCard
        title="Estimate"
        id="estimate-summary"
        action={<EstimateStatus status={e.status} expired={e.expired} />}
      >
        <Box
          component="dl"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
        >
          <Detail label="Made" value={formatIsoDate(e.estimate_date)} />
          <Detail label="Valid until" value={e.valid_until ? formatIsoDate(e.valid_until) : '—'} />
          <Detail label="Member id" value={e.patient.member_id} />
          <Detail label="Sent" value={e.sent_at ? formatIsoDate(e.sent_at.slice(0, 10)) : 'Not yet'} />
        </Box>
        {e.visit_id !== null && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Recorded as a visit:{' '}
            {/* Underlined: a link inside a sentence is told apart by more than its colour (axe, WCAG 1.4.1). */}
            <Link component={RouterLink} to={`/visits/${e.visit_id}`} underline="always">
              open the visit
            </Link>
          </Alert>
        )}
        {e.voided && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Voided {formatIsoDate(e.voided.at.slice(0, 10))}: {e.voided.reason}
          </Alert>
        )}
      </SectionCard>
      <SectionCard title="Procedures" id="estimate-lines">
        <Box sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}>
          <DataTable
            label="Procedures"
            columns={lineColumns}
            rows={e.lines}
            rowKey={(l) => `${l.code}-${l.tooth ?? ''}-${l.surfaces ?? ''}`}
          />
        </Box>
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="estimate-details-totals">
          Total: fee {formatMoney(e.allowed_cents)}, plan pays {formatMoney(e.plan_cents)}, patient pays{' '}
          {formatMoney(e.member_cents)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Priced on {formatIsoDate(e.estimate_date)}; the patient’s portal re-prices it against what remains today.
        </Typography>
      </SectionCard>
      {/* Drawn at the server, the actions take a click or typing once React has hydrated them (decision 0034). */}
      <UntilHydrated>
        <EstimateActions estimate={e} />
      </UntilHydrated>
    </Stack>
  );
}
