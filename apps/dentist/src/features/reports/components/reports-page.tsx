import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  MSG_DATE_RANGE_ORDER,
  REPORT_DATE_TYPES,
  REPORT_DATE_TYPE_LABELS,
  REPORT_PAGE_SIZES,
  VISITS_REPORT_CSV_PATH,
  apiPath,
  formatIsoDate,
  formatMoney,
  visitStatusLabel,
  type ReportDateType,
  type ReportVisit,
} from '@dental/domain';
import {
  DataTable,
  DateInput,
  Detail,
  EmptyState,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  SelectInput,
  UntilHydrated,
  useHydrated,
  useUrlFilters,
} from '@dental/ui';
import { useReportChoices, useVisitsReport } from '../api/reports';
import { ByWidth } from '../../../shared/by-width';
import { filtersFromSearch, filtersToSearch, placeFilters, reportQueryOf } from './report-filters';

const EMPTY = 'No visits in these dates';

const DATE_TYPE_OPTIONS = REPORT_DATE_TYPES.map((type) => ({ value: type, label: REPORT_DATE_TYPE_LABELS[type] }));
const PAGE_SIZE_OPTIONS = REPORT_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
/** The practice's dentists or locations as choices of a select. */
const namedOptions = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** A table on wider screens, cards on a phone (eight columns do not fit 360 px); CSS shows the one of the width. */
function VisitRows({ rows }: { rows: ReportVisit[] }) {
  return <ByWidth phone={<VisitCards rows={rows} />} wide={<VisitTable rows={rows} />} />;
}

function VisitTable({ rows }: { rows: ReportVisit[] }) {
  return (
    <DataTable
      label="Visits"
      rows={rows}
      rowKey={(visit) => visit.id}
      emptyMessage={EMPTY}
      columns={[
        { key: 'date', header: 'Appointment', render: (v) => formatIsoDate(v.appointment_date) },
        { key: 'paid', header: 'Paid on', render: (v) => formatIsoDate(v.payment_date) || '—' },
        { key: 'patient', header: 'Patient', render: (v) => v.patient_name },
        { key: 'dentist', header: 'Dentist', render: (v) => v.dentist_name ?? '—' },
        { key: 'status', header: 'Status', render: (v) => visitStatusLabel(v.status, v.member_cents) },
        { key: 'billed', header: 'Billed', align: 'right', render: (v) => formatMoney(v.billed_cents) },
        { key: 'plan', header: 'Plan', align: 'right', render: (v) => formatMoney(v.plan_cents) },
        { key: 'member', header: 'Member', align: 'right', render: (v) => formatMoney(v.member_cents) },
      ]}
    />
  );
}

function VisitCards({ rows }: { rows: ReportVisit[] }) {
  if (rows.length === 0) return <EmptyState>{EMPTY}</EmptyState>;
  return (
    <Box component="ul" aria-label="Visits" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((visit) => (
        <Paper component="li" variant="outlined" key={visit.id} sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{visit.patient_name}</Typography>
          <Typography variant="body2">
            {formatIsoDate(visit.appointment_date)} · {visitStatusLabel(visit.status, visit.member_cents)}
            {visit.dentist_name ? ` · ${visit.dentist_name}` : ''}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1, m: 0, mt: 1 }}>
            <Detail label="Billed" value={formatMoney(visit.billed_cents)} />
            <Detail label="Plan" value={formatMoney(visit.plan_cents)} />
            <Detail label="Member" value={formatMoney(visit.member_cents)} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Issue 16 item 6: the practice's visits by appointment or payment date, with totals and a CSV export. */
export function ReportsPage() {
  const { filters, update } = useUrlFilters(filtersFromSearch, filtersToSearch);
  const query = reportQueryOf(filters);
  const report = useVisitsReport(query);
  const choices = useReportChoices();
  // Drawn at the server (decision 0034), the filters are on screen before React listens: a choice made then
  // would be lost (its native selects take no read-only), so the form is inert until hydrated, as the receipts'.
  const hydrated = useHydrated();
  const idOf = (value: string) => (value === '' ? null : Number(value));
  const reversed = filters.dateFrom > filters.dateTo;
  const pages = report.data ? Math.ceil(report.data.meta.total / filters.pageSize) : 0;
  const csvHref =
    query === null
      ? undefined
      : `${apiPath(VISITS_REPORT_CSV_PATH)}?${new URLSearchParams({
          date_type: filters.dateType,
          date_from: filters.dateFrom,
          date_to: filters.dateTo,
          ...placeFilters(filters),
        }).toString()}`;

  return (
    <Stack spacing={3}>
      <PageTitle lead="Visits by appointment or payment date. Voided visits are listed but not counted in the totals.">
        Reports
      </PageTitle>
      <SectionCard
        title="Visits"
        id="visits-report"
        action={
          <Button
            component="a"
            href={csvHref}
            download={`visits-${filters.dateType}-${filters.dateFrom}-to-${filters.dateTo}.csv`}
            variant="outlined"
            size="small"
            startIcon={<DownloadOutlined />}
            disabled={csvHref === undefined}
          >
            Download CSV
          </Button>
        }
      >
        <Box
          component="form"
          role="search"
          aria-label="Filter visits"
          onSubmit={(event) => event.preventDefault()}
          inert={!hydrated}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            mb: 3,
          }}
        >
          <SelectInput
            native
            size="small"
            id="report-date-type"
            label="Date type"
            value={filters.dateType}
            onChange={(event) => update({ dateType: event.target.value as ReportDateType })}
            options={DATE_TYPE_OPTIONS}
          />
          <DateInput
            id="report-date-from"
            label="From date"
            size="small"
            value={filters.dateFrom}
            onChange={(event) => event.target.value && update({ dateFrom: event.target.value })}
          />
          <DateInput
            id="report-date-to"
            label="To date"
            size="small"
            value={filters.dateTo}
            onChange={(event) => event.target.value && update({ dateTo: event.target.value })}
            error={reversed}
            helperText={reversed ? MSG_DATE_RANGE_ORDER : undefined}
          />
          <SelectInput
            native
            size="small"
            id="report-dentist"
            label="Dentist"
            value={filters.dentistId === null ? '' : String(filters.dentistId)}
            onChange={(event) => update({ dentistId: idOf(event.target.value) })}
            disabled={!choices.data}
            helperText={choices.isError ? "We couldn't load the dentists" : undefined}
            emptyLabel="All dentists"
            options={namedOptions(choices.data?.dentists)}
          />
          <SelectInput
            native
            size="small"
            id="report-location"
            label="Location"
            value={filters.locationId === null ? '' : String(filters.locationId)}
            onChange={(event) => update({ locationId: idOf(event.target.value) })}
            disabled={!choices.data}
            helperText={choices.isError ? "We couldn't load the locations" : undefined}
            emptyLabel="All locations"
            options={namedOptions(choices.data?.locations)}
          />
          <SelectInput
            native
            size="small"
            id="report-page-size"
            label="Rows per page"
            value={String(filters.pageSize)}
            onChange={(event) => update({ pageSize: Number(event.target.value) })}
            options={PAGE_SIZE_OPTIONS}
          />
        </Box>
        <Box aria-live="polite">
          {query !== null && report.isPending && <LoadingLines lines={5} label="Loading the report" />}
          {report.isError && <LoadError what="the report" onRetry={() => void report.refetch()} />}
          {query !== null && report.data && (
            <Stack spacing={3}>
              <Box
                component="dl"
                aria-label="Totals"
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
              >
                <Detail label="Visits" value={String(report.data.meta.totals.count)} />
                <Detail label="Billed" value={formatMoney(report.data.meta.totals.billed_cents)} />
                <Detail label="Plan paid" value={formatMoney(report.data.meta.totals.plan_cents)} />
                <Detail label="Member share" value={formatMoney(report.data.meta.totals.member_cents)} />
              </Box>
              <VisitRows rows={report.data.data} />
              {pages > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <UntilHydrated>
                    <Pagination
                      count={pages}
                      page={filters.page}
                      onChange={(_event, value) => update({ page: value })}
                      aria-label="Report pages"
                    />
                  </UntilHydrated>
                </Box>
              )}
              <Typography variant="body2" color="text.secondary">
                {report.data.meta.total} visits listed, {report.data.meta.totals.count} counted in the totals.
              </Typography>
            </Stack>
          )}
        </Box>
      </SectionCard>
    </Stack>
  );
}
