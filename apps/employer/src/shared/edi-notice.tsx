import Alert from '@mui/material/Alert';

/** spec §6: why the enrolment controls are off for a company using EDI. */
export const EDI_SENTENCE =
  'Some features are disabled for companies using EDI: your employees and their dependents come from your EDI file, so add, change or end them there.';

/** The sentence beside disabled enrolment controls (shown only for an EDI company). */
export function EdiNotice({ usesEdi }: { usesEdi: boolean }) {
  if (!usesEdi) return null;
  return (
    <Alert severity="info" variant="outlined">
      {EDI_SENTENCE}
    </Alert>
  );
}
