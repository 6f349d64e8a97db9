import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatIsoDate, type VisitPricing } from '@dental/domain';
import { ApiError, DateInput, LoadError, LoadingLines, SectionCard, TextInput } from '@dental/ui';
import type { DraftLine } from './procedure-lines';

export type FormErrors = Record<string, string>;

/** A schema's issues as the form's errors by field path ('lines.0.tooth'), the first of each. */
export const issuesToErrors = (issues: readonly { path: PropertyKey[]; message: string }[]): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
};

/**
 * A new empty procedure line of the line editor, keyed `key`: the form's own count (useVisitLinesForm), not a
 * module's, which differs between the server's render and the browser's (issue 28 item 2, decision 0063).
 */
export const emptyLine = (key: number): DraftLine => ({ key, procedure: null, tooth: '', surfaces: '' });

export interface PatientKeys {
  member_id: string;
  date_of_birth: string;
}

/**
 * Whether the patient is covered on the visit date, with the coverage dates as dates are shown everywhere
 * ("Jan 1, 2024"): the server's message for a date outside them gives them raw ("2024-01-01").
 */
function coverageLine(patient: VisitPricing): string {
  const start = patient.coverage_start;
  const dates = start
    ? `${formatIsoDate(start)} – ${patient.coverage_end ? formatIsoDate(patient.coverage_end) : 'ongoing'}`
    : null;
  if (patient.covered) return `covered ${dates ?? ''}`.trim();
  return dates ? `no coverage on this date (coverage ${dates})` : 'no coverage on this date';
}

/**
 * The patient card of the record-visit and new-estimate forms (issue 16 items 4 and 5): member id and date of
 * birth, then who was found and their coverage. The page owns the state and the pricing query.
 */
export function PatientFinder(props: {
  keys: PatientKeys;
  onKeysChange: (keys: PatientKeys) => void;
  onFind: (event: FormEvent) => void;
  errors: FormErrors;
  autoFocus: boolean;
  searching: boolean;
  pricing: { data: VisitPricing | undefined; error: Error | null; isError: boolean; refetch: () => unknown };
}) {
  const { keys, errors, pricing } = props;
  const pricingErrors: FormErrors = pricing.error instanceof ApiError ? pricing.error.fieldErrors : {};
  const notFound = pricing.error instanceof ApiError && pricing.error.status === 404;
  const keyField = (name: keyof PatientKeys) => ({
    value: keys[name],
    onChange: (e: { target: { value: string } }) => props.onKeysChange({ ...keys, [name]: e.target.value }),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
  });
  const patient = pricing.data;
  return (
    <SectionCard title="Patient" id="visit-patient">
      <Box
        component="form"
        noValidate
        onSubmit={props.onFind}
        aria-label="Find the patient"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'start' }}
      >
        <TextInput
          label="Member id"
          autoFocus={props.autoFocus}
          {...keyField('member_id')}
          // Issue 26 item 9: no maxLength of 9: it cut a 10th digit silently (10 typed, 9 looked up). The rule refuses
          // what is not 9 digits with 'Invalid member id'; the field keeps spec §5's default limit.
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <DateInput label="Date of birth" {...keyField('date_of_birth')} />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          Find patient
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {props.searching && <LoadingLines lines={1} label="Finding the patient" />}
        {notFound && <Alert severity="warning">No member matches this member id and date of birth</Alert>}
        {pricing.isError && !notFound && Object.keys(pricingErrors).length === 0 && (
          <LoadError what="the patient" onRetry={() => void pricing.refetch()} />
        )}
        {patient && (
          <Typography>
            <strong>
              {patient.patient.first_name} {patient.patient.last_name}
            </strong>{' '}
            ({patient.patient.relationship}), {coverageLine(patient)}
          </Typography>
        )}
      </Box>
    </SectionCard>
  );
}
