import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDate, type FrequencyStatus } from '@dental/domain';
import { DataTable, REMAINING_TEXT_COLOR } from '@dental/ui';

/** Covered now in the remaining colour of a benefit left, otherwise the date (or never) in the colour of none. */
function nextCovered(status: FrequencyStatus) {
  const [text, color] = status.covered_now
    ? ['Covered now', REMAINING_TEXT_COLOR.primary]
    : status.next_covered_date === null
      ? ['Not covered (age limit)', REMAINING_TEXT_COLOR.error]
      : [formatIsoDate(status.next_covered_date), REMAINING_TEXT_COLOR.error];
  return (
    <Box component="span" sx={{ color, fontWeight: 650 }}>
      {text}
    </Box>
  );
}

const columns = [
  {
    key: 'procedure',
    header: 'Procedure',
    render: (s: FrequencyStatus) => (
      <>
        {s.label}
        {s.tooth !== null && `, tooth ${s.tooth}`}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {s.rule}
        </Typography>
      </>
    ),
  },
  {
    key: 'last',
    header: 'Last done',
    render: (s: FrequencyStatus) => (s.last_date === null ? 'Never' : `${formatIsoDate(s.last_date)} (${s.last_code})`),
  },
  { key: 'next', header: 'Next covered', render: nextCovered },
];

/**
 * Issue 26 item 20: each frequency limit of the patient's plan, when it was last done (at any practice: a date
 * and a code) and when the plan covers it again. The front desk's "when was the last cleaning?".
 */
export function FrequencyTable({ statuses, label }: { statuses: FrequencyStatus[]; label: string }) {
  if (statuses.length === 0) return null;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={statuses}
      rowKey={(s) => `${s.label}-${s.tooth ?? ''}`}
      stackBelow="sm"
    />
  );
}
