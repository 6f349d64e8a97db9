import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  PRACTICE_ESTIMATE_STATUSES,
  formatIsoDate,
  formatMoney,
  type PracticeEstimateStatus,
  type PracticeEstimateSummary,
  type PracticeEstimatesQuery,
} from '@dental/domain';
import { DataTable, LoadError, LoadingLines, PageTitle, SectionCard, SelectInput, useUrlFilters } from '@dental/ui';
import { useEstimates } from '../api/estimates';
import { EstimateStatus } from './estimate-status';
import { RecordList } from '../../../shared/record-list';

type Filters = { status: string; page?: number | undefined };

const STATUS_LABELS: Record<PracticeEstimateStatus, string> = {
  draft: 'Drafts',
  sent: 'Sent',
  converted: 'Recorded as visits',
  voided: 'Voided',
};

const STATUS_OPTIONS = PRACTICE_ESTIMATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

const fromSearch = (search: URLSearchParams): Filters => ({
  status: search.get('status') ?? '',
  page: Number(search.get('page')) || undefined,
});
const toSearch = (filters: Filters) => {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
};

const columns = [
  { key: 'date', header: 'Made', render: (e: PracticeEstimateSummary) => formatIsoDate(e.estimate_date) },
  {
    key: 'patient',
    header: 'Patient',
    render: (e: PracticeEstimateSummary) => (
      <Link component={RouterLink} to={`/estimates/${e.id}`}>
        {e.patient.name}
      </Link>
    ),
  },
  {
    key: 'valid',
    header: 'Valid until',
    render: (e: PracticeEstimateSummary) => (e.valid_until ? formatIsoDate(e.valid_until) : '—'),
  },
  {
    key: 'status',
    header: 'Status',
    render: (e: PracticeEstimateSummary) => <EstimateStatus status={e.status} expired={e.expired} />,
  },
  {
    key: 'plan',
    header: 'Plan pays',
    align: 'right' as const,
    render: (e: PracticeEstimateSummary) => formatMoney(e.plan_cents),
  },
  {
    key: 'member',
    header: 'Patient pays',
    align: 'right' as const,
    render: (e: PracticeEstimateSummary) => formatMoney(e.member_cents),
  },
];

/**
 * At 360 px six columns squeeze each date onto three lines ("Nov / 22, / 2026"): as the visits list, the
 * estimate (patient and how long it is valid), its status and what the patient pays.
 */
const phoneColumns = [
  {
    key: 'estimate',
    header: 'Estimate',
    render: (e: PracticeEstimateSummary) => (
      <>
        <Link component={RouterLink} to={`/estimates/${e.id}`}>
          {e.patient.name}
        </Link>
        <Box sx={{ color: 'text.secondary' }}>
          {e.valid_until ? `Valid until ${formatIsoDate(e.valid_until)}` : `Made ${formatIsoDate(e.estimate_date)}`}
        </Box>
      </>
    ),
  },
  columns[3]!,
  columns[5]!,
];

/** Issue 16 item 5: the practice's estimates, newest first, by status. */
export function EstimatesPage() {
  const { filters, update } = useUrlFilters(fromSearch, toSearch);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const status = (PRACTICE_ESTIMATE_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as PracticeEstimateStatus)
    : undefined;
  const query: PracticeEstimatesQuery = {
    ...(status ? { status } : {}),
    ...(filters.page ? { page: String(filters.page) } : {}),
  };
  const estimates = useEstimates(query);
  return (
    <Stack spacing={3}>
      <PageTitle lead="Pre-treatment estimates made at this practice, newest first.">Estimates</PageTitle>
      <Box>
        <Button component={RouterLink} to="/estimates/new" variant="contained">
          Create an estimate
        </Button>
      </Box>
      <SectionCard title="Find estimates" id="estimates-filters">
        <Box role="search" aria-label="Estimate filters" sx={{ maxWidth: 360 }}>
          <SelectInput
            fullWidth
            label="Status"
            value={status ?? ''}
            onChange={(e) => update({ status: e.target.value, page: undefined })}
            emptyLabel="All"
            options={STATUS_OPTIONS}
          />
        </Box>
      </SectionCard>
      <section aria-label="Estimates" aria-live="polite">
        {estimates.isPending && <LoadingLines label="Loading estimates" />}
        {estimates.isError && <LoadError what="the estimates" onRetry={() => void estimates.refetch()} />}
        {estimates.data && (
          <RecordList total={estimates.data.meta.total} page={filters.page ?? 1} onPage={(page) => update({ page })}>
            <DataTable
              label="Estimates"
              columns={phone ? phoneColumns : columns}
              rows={estimates.data.data}
              rowKey={(e) => e.id}
              emptyMessage={
                <Typography component="span">
                  {status ? 'No estimates with this status' : 'No estimates yet: create one from Eligibility or here'}
                </Typography>
              }
            />
          </RecordList>
        )}
      </section>
    </Stack>
  );
}
