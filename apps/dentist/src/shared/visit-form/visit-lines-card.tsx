import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@dental/domain';
import { ApiError, SectionCard } from '@dental/ui';
import { ProcedureLines } from './procedure-lines';
import type { VisitLinesForm } from './use-visit-lines-form';

/** The Procedures card of the record-visit and new-estimate forms: the line editor and the totals as typed. */
export function VisitLinesCard({ id, totalsTestId, form }: { id: string; totalsTestId: string; form: VisitLinesForm }) {
  const { totals } = form;
  return (
    <SectionCard title="Procedures" id={id}>
      <ProcedureLines {...form.lineEditor} />
      <Typography sx={{ mt: 2, fontWeight: 600 }} aria-live="polite" data-testid={totalsTestId}>
        {form.pricing.data
          ? `Total: fee ${formatMoney(totals.fee)}, plan pays ${formatMoney(totals.plan)}, patient pays ${formatMoney(totals.member)}`
          : 'Find the patient to see the shares'}
      </Typography>
    </SectionCard>
  );
}

/**
 * The end of both forms: what a failed save says (its message, or its first field message besides the field's
 * own) and the save button, which stays off once saved (the page moves on).
 */
export function SaveFooter(props: { label: string; error: unknown; isPending: boolean; isSuccess: boolean }) {
  const fieldErrors = props.error instanceof ApiError ? props.error.fieldErrors : {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const otherError = props.error instanceof ApiError && !hasFieldErrors ? props.error.message : null;
  return (
    <>
      {otherError && <Alert severity="error">{otherError}</Alert>}
      {hasFieldErrors && <Alert severity="error">{Object.values(fieldErrors)[0]}</Alert>}
      <Box>
        {/* Not `false` when idle: that would win over UntilHydrated's hold on a drawn page (decision 0063). */}
        <Button type="submit" variant="contained" disabled={props.isPending || props.isSuccess || undefined}>
          {props.isPending ? 'Saving…' : props.label}
        </Button>
      </Box>
    </>
  );
}
