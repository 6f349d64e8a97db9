// spec §2: colour of the remaining amount in the plan benefits table.
import { parseAmount } from './amount.js';

/** spec §2: the palette roles the remaining amount can take. */
export const REMAINING_COLORS = ['neutral', 'secondary', 'primary', 'error'] as const;
export type RemainingColor = (typeof REMAINING_COLORS)[number];

/**
 * spec §2: 'neutral' when the limit is 0, 'secondary' when remaining cannot be parsed, 'primary' when
 * remaining is positive, 'error' otherwise. Values are amounts as parseAmount reads them.
 */
export function remainingColor(limit: unknown, remaining: unknown): RemainingColor {
  if (parseAmount(limit) === 0) return 'neutral';
  const value = parseAmount(remaining);
  if (value === null) return 'secondary';
  return value > 0 ? 'primary' : 'error';
}
