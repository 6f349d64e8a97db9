import Typography from '@mui/material/Typography';
import { formatMoney, type ReductionReason } from '@dental/domain';
import { frequencyNote } from './frequency-words';

/** A line's plan share, with why it is nothing when a frequency or age limit made it so (issue 26 item 20). */
export function PlanShare({ cents, reason }: { cents: number; reason: ReductionReason | null }) {
  const note = frequencyNote(reason);
  return (
    <>
      {formatMoney(cents)}
      {note !== null && (
        <Typography component="span" variant="caption" color="error" sx={{ display: 'block' }}>
          {note}
        </Typography>
      )}
    </>
  );
}
