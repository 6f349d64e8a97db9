import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { formatIsoDate, formatMoney, visitsQuerySchema, type VisitSummary, type VisitsQuery } from '@dental/domain';
import {
  ApiError,
  DataTable,
  DateInput,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  TextInput,
  UntilHydrated,
  useUrlFilters,
} from '@dental/ui';
import { useVisits } from '../api/visits';
import { VisitStatus } from './visit-status';
import { RecordList } from '../../../shared/record-list';
import { ByWidth } from '../../../shared/by-width';

type Filters = { date_from: string; date_to: string; patient: string; page?: number | undefined };

const fromSearch = (search: URLSearchParams): Filters => ({
  date_from: search.get('date_from') ?? '',
  date_to: search.get('date_to') ?? '',
  patient: search.get('patient') ?? '',
  page: Number(search.get('page')) || undefined,
});
const toSearch = (filters: Filters) => {
  const search = new URLSearchParams();
  for (const key of ['date_from', 'date_to', 'patient'] as const) if (filters[key]) search.set(key, filters[key]);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
};

const statusColumn = {
  key: 'status',
  header: 'Status',
  render: (v: VisitSummary) => <VisitStatus status={v.status} memberCents={v.member_cents} />,
};
const memberColumn = {
  key: 'member',
  header: 'Patient pays',
  align: 'right' as const,
  render: (v: VisitSummary) => formatMoney(v.member_cents),
};

const columns = [
  { key: 'date', header: 'Date', render: (v: VisitSummary) => formatIsoDate(v.appointment_date) },
  {
    key: 'patient',
    header: 'Patient',
    render: (v: VisitSummary) => (
      <Link component={RouterLink} to={`/visits/${v.id}`}>
        {v.patient.name}
      </Link>
    ),
  },
  { key: 'dentist', header: 'Dentist', render: (v: VisitSummary) => v.dentist_name ?? '—' },
  statusColumn,
  { key: 'plan', header: 'Plan pays', align: 'right' as const, render: (v: VisitSummary) => formatMoney(v.plan_cents) },
  memberColumn,
];

/** At 360 px six columns scroll sideways: the visit (patient and date), its status and what the patient pays. */
const phoneColumns = [
  {
    key: 'visit',
    header: 'Visit',
    render: (v: VisitSummary) => (
      <>
        <Link component={RouterLink} to={`/visits/${v.id}`}>
          {v.patient.name}
        </Link>
        <Box sx={{ color: 'text.secondary' }}>{formatIsoDate(v.appointment_date)}</Box>
      </>
    ),
  },
  statusColumn,
  memberColumn,
];

/** The list's call for the filters (all visits while the range is refused), and the range's message. */
function listOf(filters: Filters): { query: VisitsQuery; rangeError: string | undefined } {
  const query: VisitsQuery = {
    ...(filters.date_from ? { date_from: filters.date_from } : {}),
    ...(filters.date_to ? { date_to: filters.date_to } : {}),
    ...(filters.patient.trim() ? { patient: filters.patient.trim() } : {}),
    ...(filters.page ? { page: String(filters.page) } : {}),
  };
  const valid = visitsQuerySchema.safeParse(query);
  if (valid.success) return { query, rangeError: undefined };
  return { query: {}, rangeError: valid.error.issues.find((i) => i.path[0] === 'date_to')?.message };
}

/** The list's call for the page's address (its route's `prefetch`, decision 0063). */
export const visitsQueryOfSearch = (search: URLSearchParams): VisitsQuery => listOf(fromSearch(search)).query;

/** Issue 16 item 4: the practice's visits, newest first, by date range and patient name. */
export function VisitsPage() {
  const { filters, update } = useUrlFilters(fromSearch, toSearch);
  const { query, rangeError } = listOf(filters);
  const visits = useVisits(query);
  const serverError = visits.error instanceof ApiError ? visits.error.fieldErrors.date_to : undefined;
  return (
    <Stack spacing={3}>
      <PageTitle lead="Every visit recorded at this practice, newest first.">Visits</PageTitle>
      <Box>
        <Button component={RouterLink} to="/visits/new" variant="contained">
          Record a visit
        </Button>
      </Box>
      <SectionCard title="Find visits" id="visits-filters">
        {/* Drawn at the server, the filters take typing once React has hydrated them (decision 0034). */}
        <UntilHydrated>
          <Box
            role="search"
            aria-label="Visit filters"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' } }}
          >
            <DateInput label="From" value={filters.date_from} onChange={(e) => update({ date_from: e.target.value })} />
            <DateInput
              label="To"
              value={filters.date_to}
              onChange={(e) => update({ date_to: e.target.value })}
              error={(rangeError ?? serverError) !== undefined}
              helperText={rangeError ?? serverError ?? ' '}
            />
            <TextInput
              label="Patient name"
              value={filters.patient}
              onChange={(e) => update({ patient: e.target.value })}
            />
          </Box>
        </UntilHydrated>
      </SectionCard>
      <section aria-label="Visits" aria-live="polite">
        {visits.isPending && <LoadingLines label="Loading visits" />}
        {visits.isError && <LoadError what="the visits" onRetry={() => void visits.refetch()} />}
        {visits.data && (
          <RecordList total={visits.data.meta.total} page={filters.page ?? 1} onPage={(page) => update({ page })}>
            <Box sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <ByWidth
                phone={<DataTable label="Visits" columns={phoneColumns} rows={visits.data.data} rowKey={(v) => v.id} />}
                wide={<DataTable label="Visits" columns={columns} rows={visits.data.data} rowKey={(v) => v.id} />}
              />
            </Box>
          </RecordList>
        )}
      </section>
    </Stack>
  );
}
