// Issue 26 item 20: why the plan pays nothing for a line over a frequency limit, in the front desk's words.
import type { ReductionReason } from '@dental/domain';

/** The note under a priced line the plan's frequency rules leave uncovered, or null for any other line. */
export function frequencyNote(reason: ReductionReason | null): string | null {
  if (reason === 'frequency limit reached') return 'Over the plan’s frequency limit';
  if (reason === 'age limit reached') return 'Past the plan’s age limit';
  return null;
}
