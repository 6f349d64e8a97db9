import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {
  DEFAULT_PAGE_SIZE,
  formatDate,
  formatIsoDate,
  practicePatientsQuerySchema,
  type PracticePatient,
  type PracticePatientsQuery,
} from '@dental/domain';
import {
  DataTable,
  Detail,
  EmptyState,
  LoadError,
  LoadingLines,
  PageNumbers,
  PageTitle,
  SectionCard,
  TextInput,
  UntilHydrated,
  useUrlFilters,
} from '@dental/ui';
import { usePracticePatients } from '../api/patients';
import { ByWidth } from '../../../shared/by-width';

interface PatientFilters {
  q: string;
  page: number;
}

const fromSearch = (search: URLSearchParams): PatientFilters => {
  const page = Number(search.get('page'));
  return { q: search.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
};
const toSearch = (filters: PatientFilters) => {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
};

/** The eligibility page, looked up at once for this patient (decision 0030: keys, never an id). */
export const eligibilityLinkOf = (patient: Pick<PracticePatient, 'member_id' | 'date_of_birth'>) =>
  `/eligibility?${new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth }).toString()}`;

const nameLink = (patient: PracticePatient) => (
  <Link component={RouterLink} to={eligibilityLinkOf(patient)}>
    {patient.first_name} {patient.last_name}
  </Link>
);
const lastChecked = (patient: PracticePatient) => (patient.last_checked_at ? formatDate(patient.last_checked_at) : '—');

/** The list's call for the filters. */
const queryOf = (filters: PatientFilters): PracticePatientsQuery => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.page > 1 ? { page: String(filters.page) } : {}),
});

/** The list's call for the page's address (its route's `prefetch`, decision 0063). */
export const patientsQueryOfSearch = (search: URLSearchParams) => queryOf(fromSearch(search));

/** A table on wider screens, cards on a phone (five columns do not fit 360 px); CSS shows the one of the width. */
function PatientRows({ rows, empty }: { rows: PracticePatient[]; empty: string }) {
  return (
    <ByWidth phone={<PatientCards rows={rows} empty={empty} />} wide={<PatientTable rows={rows} empty={empty} />} />
  );
}

function PatientTable({ rows, empty }: { rows: PracticePatient[]; empty: string }) {
  return (
    <DataTable
      label="Patients"
      rows={rows}
      rowKey={(patient) => patient.member_id}
      emptyMessage={empty}
      columns={[
        { key: 'name', header: 'Name', render: nameLink },
        { key: 'member', header: 'Member id', render: (patient) => patient.member_id },
        { key: 'dob', header: 'Date of birth', render: (patient) => formatIsoDate(patient.date_of_birth) },
        { key: 'visit', header: 'Last visit', render: (patient) => formatIsoDate(patient.last_visit_date) || '—' },
        { key: 'checked', header: 'Last checked', render: lastChecked },
      ]}
    />
  );
}

function PatientCards({ rows, empty }: { rows: PracticePatient[]; empty: string }) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Box component="ul" aria-label="Patients" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((patient) => (
        <Paper component="li" variant="outlined" key={patient.member_id} sx={{ p: 2 }}>
          <Box sx={{ fontWeight: 600 }}>{nameLink(patient)}</Box>
          <Typography variant="body2">
            {patient.member_id} · born {formatIsoDate(patient.date_of_birth)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0, mt: 1 }}>
            <Detail label="Last visit" value={formatIsoDate(patient.last_visit_date)} />
            <Detail label="Last checked" value={patient.last_checked_at ? lastChecked(patient) : ''} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Issue 16 item 6: the practice's patients (those it saw or checked), searchable, latest activity first. */
export function PatientsPage() {
  const { filters, update } = useUrlFilters(fromSearch, toSearch);
  const [typed, setTyped] = useState(filters.q);
  const [error, setError] = useState<string | undefined>(undefined);
  const list = usePracticePatients(queryOf(filters));
  const pages = list.data ? Math.ceil(list.data.meta.total / DEFAULT_PAGE_SIZE) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = practicePatientsQuerySchema.safeParse({ q: typed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update({ q: parsed.data.q ?? '' });
  };

  return (
    <Stack spacing={3}>
      <PageTitle lead="Everyone this practice saw or checked. Open a patient to check eligibility today.">
        Patients
      </PageTitle>
      <SectionCard title="Find a patient" id="patients-search">
        {/* Drawn at the server, the search takes typing and a submit once React has hydrated it (decision 0034). */}
        <UntilHydrated>
          <Box
            component="form"
            role="search"
            aria-label="Search patients"
            noValidate
            onSubmit={submit}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
          >
            <TextInput
              label="Name or member id"
              size="small"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={error !== undefined}
              helperText={error ?? ' '}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </UntilHydrated>
      </SectionCard>
      <SectionCard title="The practice's patients" id="patients-list">
        {list.isPending && <LoadingLines lines={5} label="Loading patients" />}
        {list.isError && <LoadError what="the patients" onRetry={() => void list.refetch()} />}
        {list.data && (
          <>
            <PatientRows
              rows={list.data.data}
              empty={filters.q ? 'No patient matches' : 'No patients yet: check a patient’s eligibility to start'}
            />
            <PageNumbers
              count={pages}
              page={filters.page}
              onChange={(page) => update({ page })}
              label="Patient pages"
            />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}
