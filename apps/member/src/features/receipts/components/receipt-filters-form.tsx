import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  APPOINTMENT_VIEW_TYPES,
  APPOINTMENT_VIEW_TYPE_LABELS,
  MSG_DATE_RANGE_ORDER,
  REPORT_DATE_TYPES,
  REPORT_DATE_TYPE_LABELS,
  type AppointmentViewType,
  type ReportDateType,
} from '@dental/domain';
import { useHydrated } from '@dental/ui';
import { isRangeReversed, type ReceiptFilters } from '../hooks/receipt-filters';

/** A choice of a select: value and label. */
export interface FilterOption {
  value: string;
  label: string;
}

interface ReceiptFiltersFormProps {
  filters: ReceiptFilters;
  onChange: (change: Partial<ReceiptFilters>) => void;
  /** The member and the family (spec §3 combined list). */
  people: FilterOption[];
  practices: FilterOption[];
}

/** Issue 5: the receipts filters; every change applies at once (and lands in the URL). */
export function ReceiptFiltersForm({ filters, onChange, people, practices }: ReceiptFiltersFormProps) {
  const reversed = isRangeReversed(filters);
  // Drawn at the server (decision 0034), the form is on screen before React has hydrated it: a choice made
  // then would be undone as React takes the fields over, and never reach the URL. Inert until then (the
  // page is drawn with the filters of its URL, so nothing is missing meanwhile).
  const hydrated = useHydrated();
  const select = {
    select: true,
    size: 'small',
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter receipts"
      onSubmit={(event) => event.preventDefault()}
      inert={!hydrated}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      <TextField
        {...select}
        id="receipts-patient"
        label="Family member"
        value={filters.patientId}
        onChange={(event) => onChange({ patientId: event.target.value })}
      >
        <option value="">Everyone</option>
        {people.map((person) => (
          <option key={person.value} value={person.value}>
            {person.label}
          </option>
        ))}
      </TextField>
      <TextField
        {...select}
        id="receipts-practice"
        label="Practice"
        value={filters.practiceId}
        onChange={(event) => onChange({ practiceId: event.target.value })}
      >
        <option value="">All practices</option>
        {practices.map((practice) => (
          <option key={practice.value} value={practice.value}>
            {practice.label}
          </option>
        ))}
      </TextField>
      <TextField
        {...select}
        id="receipts-view"
        label="Show"
        value={filters.view}
        onChange={(event) => onChange({ view: event.target.value as AppointmentViewType })}
      >
        {APPOINTMENT_VIEW_TYPES.map((view) => (
          <option key={view} value={view}>
            {APPOINTMENT_VIEW_TYPE_LABELS[view]}
          </option>
        ))}
      </TextField>
      <TextField
        {...select}
        id="receipts-date-type"
        label="Date type"
        value={filters.dateType}
        onChange={(event) => onChange({ dateType: event.target.value as ReportDateType })}
      >
        {REPORT_DATE_TYPES.map((type) => (
          <option key={type} value={type}>
            {REPORT_DATE_TYPE_LABELS[type]}
          </option>
        ))}
      </TextField>
      <TextField
        id="receipts-date-from"
        label="From date"
        type="date"
        size="small"
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="receipts-date-to"
        label="To date"
        type="date"
        size="small"
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        error={reversed}
        helperText={reversed ? MSG_DATE_RANGE_ORDER : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
