import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { voidVisitBodySchema } from '@dental/domain';
import { ApiError, SectionCard, TextInput } from '@dental/ui';
import { ConfirmDialog } from './confirm-dialog';
import { useSingleFlight } from './single-flight';

/**
 * Void a visit or an estimate (issue 16 items 4 and 5): the record is kept with the reason given (the same rule
 * for both), and the patient no longer sees it.
 */
export function VoidCard(props: {
  title: string;
  id: string;
  /** The form's name and its button's label ("Void visit"). */
  action: string;
  /** What voiding does, under the reason while it has no message. */
  hint: string;
  /** The confirmation's title (issue 26 item 11: "Void this visit?"). */
  question: string;
  /** What else the void does, said in the confirmation (decision 0048: the card refund). */
  notice?: string | undefined;
  mutation: { mutateAsync: (reason: string) => Promise<unknown>; isPending: boolean; error: Error | null };
}) {
  const { mutation } = props;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Issue 26 item 11: a valid reason opens the confirmation; only its button voids (once).
  const [confirming, setConfirming] = useState<string | null>(null);
  const once = useSingleFlight();
  const shown =
    reasonError ??
    (mutation.error instanceof ApiError ? (mutation.error.fieldErrors.reason ?? mutation.error.message) : null);
  return (
    <SectionCard title={props.title} id={props.id}>
      <Box
        component="form"
        noValidate
        aria-label={props.action}
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = voidVisitBodySchema.safeParse({ reason });
          if (!parsed.success) {
            setReasonError(parsed.error.issues[0]?.message ?? null);
            return;
          }
          setReasonError(null);
          setConfirming(parsed.data.reason);
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
      >
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={shown !== null}
          helperText={shown ?? props.hint}
        />
        <Button
          type="submit"
          color="error"
          variant="outlined"
          disabled={mutation.isPending || undefined}
          sx={{ mt: 1 }}
        >
          {props.action}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={props.question}
        action={props.action}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const given = confirming;
          setConfirming(null);
          if (given !== null) once('void', () => mutation.mutateAsync(given));
        }}
      >
        Reason: {confirming}. {props.hint}.{props.notice ? ` ${props.notice}` : ''}
      </ConfirmDialog>
    </SectionCard>
  );
}
