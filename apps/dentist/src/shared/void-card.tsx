import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { voidVisitBodySchema } from '@dental/domain';
import { ApiError, SectionCard, TextInput } from '@dental/ui';

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
  mutation: { mutate: (reason: string) => void; isPending: boolean; error: Error | null };
}) {
  const { mutation } = props;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
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
          if (!mutation.isPending) mutation.mutate(parsed.data.reason);
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
        <Button type="submit" color="error" variant="outlined" disabled={mutation.isPending} sx={{ mt: 1 }}>
          {props.action}
        </Button>
      </Box>
    </SectionCard>
  );
}
