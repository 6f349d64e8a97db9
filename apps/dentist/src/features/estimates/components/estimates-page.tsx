import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRACTICE_ESTIMATE_STATUSES,
  formatIsoDate,
  formatMoney,
  type PracticeEstimateStatus,
  type PracticeEstimateSummary,
  type PracticeEstimatesQuery,
} from '@dental/domain';
import {
  DataTable,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  SelectInput,
  UntilHydrated,
  useUrlFilters,
  type DataTableColumn,
} from '@dental/ui';
import { useEstimates } from '../api/estimates';
import { EstimateStatus } from './estimate-status';
import { RecordList } from '../../../shared/record-list';
import { ByWidth } from '../../../shared/by-width';

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

/** The status the filters ask for, when it is one. */
const statusOf = (filters: Filters) =>
  (PRACTICE_ESTIMATE_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as PracticeEstimateStatus)
    : undefined;

/** The list's call for the filters. */
function queryOf(filters: Filters): PracticeEstimatesQuery {
  const status = statusOf(filters);
  return { ...(status ? { status } : {}), ...(filters.page ? { page: String(filters.page) } : {}) };
}

/** The list's call for the page's address (its route's `prefetch`, decision 0063). */
export const estimatesQueryOfSearch = (search: URLSearchParams) => queryOf(fromSearch(search));

function EstimatesTable(props: {
  columns: DataTableColumn<PracticeEstimateSummary>[];
  rows: PracticeEstimateSummary[];
  filtered: boolean;
}) {
  return (
    <DataTable
      label="Estimates"
      columns={props.columns}
      rows={props.rows}
      rowKey={(e) => e.id}
      emptyMessage={
        <Typography component="span">
          {props.filtered ? 'No estimates with this status' : 'No estimates yet: create one from Eligibility or here'}
        </Typography>
      }
    />
  );
}

/** Issue 16 item 5: the practice's estimates, newest first, by status. */
export function EstimatesPage() {
  const { filters, update } = useUrlFilters(fromSearch, toSearch);
  const status = statusOf(filters);
  const estimates = useEstimates(queryOf(filters));
  return (
    <Stack spacing={3}>
      <PageTitle lead="Pre-treatment estimates made at this practice, newest first.">Estimates</PageTitle>
      <Box>
        <Button component={RouterLink} to="/estimates/new" variant="contained">
          Create an estimate
        </Button>
      </Box>
      <SectionCard title="Find estimates" id="estimates-filters">
        {/* Drawn at the server, the filter opens once React has hydrated it (decision 0034). */}
        <UntilHydrated>
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
        </UntilHydrated>
      </SectionCard>
      <section aria-label="Estimates" aria-live="polite">
        {estimates.isPending && <LoadingLines label="Loading estimates" />}
        {estimates.isError && <LoadError what="the estimates" onRetry={() => void estimates.refetch()} />}
        {estimates.data && (
          <RecordList total={estimates.data.meta.total} page={filters.page ?? 1} onPage={(page) => update({ page })}>
            <ByWidth
              phone={
                <EstimatesTable columns={phoneColumns} rows={estimates.data.data} filtered={status !== undefined} />
              }
              wide={<EstimatesTable columns={columns} rows={estimates.data.data} filtered={status !== undefined} />}
            />
          </RecordList>
        )}
      </section>
    </Stack>
  );
}
