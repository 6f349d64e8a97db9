import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import {
  DEFAULT_PAGE_SIZE,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  employeesQuerySchema,
  type EmployeeStatus,
} from '@dental/domain';
import {
  LoadError,
  LoadingLines,
  PageNumbers,
  PageTitle,
  SectionCard,
  SelectInput,
  TextInput,
  UntilHydrated,
  useHydrated,
  useUrlFilters,
} from '@dental/ui';
import { NEW_EMPLOYEE_PATH } from '../../../shared/paths';
import { EdiNotice } from '../../../shared/edi-notice';
import { useEnrolmentLocked } from '../../../shared/company-profile';
import { LockableLink } from '../../../shared/lockable-link';
import { useEmployees } from '../api/employees';
import { employeesQueryOf, filtersFromSearch, filtersToSearch } from './employee-filters';
import { EmployeeRows } from './employee-rows';
import { DownloadAllIdCards } from './group-id-card-links';
import { usePlanOptions } from './plan-options';

const STATUS_OPTIONS = EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] }));

/** spec §2 'No results found' for a search; a first-day company is told how employees arrive. */
function emptyMessage(filtered: boolean, usesEdi: boolean): string {
  if (filtered) return 'No results found';
  return usesEdi
    ? 'No employees yet: they appear here once your EDI file is loaded'
    : 'No employees yet: add one or import a census file';
}

/** Issue 27: the company's employees, searchable by name, last four or employee id, filtered, paged. */
export function EmployeesPage() {
  const { filters, update } = useUrlFilters(filtersFromSearch, filtersToSearch);
  const [typed, setTyped] = useState({ q: filters.q, class: filters.class });
  const [errors, setErrors] = useState<{ q?: string; class?: string }>({});
  const query = useMemo(() => employeesQueryOf(filters), [filters]);
  const list = useEmployees(query);
  const planOptions = usePlanOptions(filters.plan, list.data?.data);
  const { locked, usesEdi } = useEnrolmentLocked();
  const pages = list.data ? Math.ceil(list.data.meta.total / DEFAULT_PAGE_SIZE) : 0;
  const filtered = Boolean(filters.q || filters.status || filters.plan || filters.class);
  // Drawn at the server (decision 0067), the search is on screen before React listens: its text fields are
  // read-only and its button held (UntilHydrated), and the form inert, as its native selects take no read-only.
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The list call's own rule (a text filter of 100 characters at most, no control characters).
    const parsed = employeesQuerySchema.safeParse({ q: typed.q, class: typed.class });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors(byField);
      return;
    }
    setErrors({});
    update({ q: parsed.data.q ?? '', class: parsed.data.class ?? '' });
  };

  return (
    <Stack spacing={3}>
      <PageTitle lead="Everyone your company enrols, with their cover and dependents.">Employees</PageTitle>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <LockableLink to={NEW_EMPLOYEE_PATH} locked={locked} variant="contained" startIcon={<PersonAddOutlined />}>
          Add employee
        </LockableLink>
        {/* Disabled for a company with no employees yet: there would be no card to download. */}
        <DownloadAllIdCards disabled={list.data !== undefined && list.data.meta.total === 0 && !filtered} />
      </Box>
      <EdiNotice usesEdi={usesEdi} />
      <SectionCard title="Find employees" id="employees-search">
        <UntilHydrated>
          <Box
            component="form"
            role="search"
            aria-label="Search employees"
            noValidate
            onSubmit={submit}
            inert={!hydrated}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <TextInput
              label="Name, last four or employee id"
              size="small"
              value={typed.q}
              onChange={(event) => setTyped({ ...typed, q: event.target.value })}
              error={errors.q !== undefined}
              helperText={errors.q ?? ' '}
            />
            <SelectInput
              native
              label="Status"
              size="small"
              value={filters.status}
              onChange={(event) => update({ status: event.target.value as EmployeeStatus | '' })}
              options={STATUS_OPTIONS}
              emptyLabel="All"
              helperText=" "
            />
            <SelectInput
              native
              label="Plan"
              size="small"
              value={filters.plan}
              onChange={(event) => update({ plan: event.target.value })}
              options={planOptions}
              emptyLabel="All"
              helperText=" "
            />
            <TextInput
              label="Class"
              size="small"
              value={typed.class}
              onChange={(event) => setTyped({ ...typed, class: event.target.value })}
              error={errors.class !== undefined}
              helperText={errors.class ?? ' '}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </UntilHydrated>
      </SectionCard>
      <SectionCard title="Your employees" id="employees-list">
        {list.isPending && <LoadingLines lines={5} label="Loading employees" />}
        {list.isError && <LoadError what="the employees" onRetry={() => void list.refetch()} />}
        {list.data && (
          <>
            <EmployeeRows rows={list.data.data} empty={emptyMessage(filtered, usesEdi)} />
            <PageNumbers
              count={pages}
              page={filters.page}
              onChange={(page) => update({ page })}
              label="Employee pages"
            />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}
