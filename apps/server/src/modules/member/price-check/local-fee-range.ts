import type { FeeRange } from '@dental/domain';

/** Lowest, median (the mean of the middle two for an even count, rounded to a cent) and highest fee. */
export function localFeeRange(fees: readonly number[]): FeeRange | null {
  if (fees.length === 0) return null;
  const sorted = [...fees].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
  return {
    low_cents: sorted[0] as number,
    median_cents: median,
    high_cents: sorted[sorted.length - 1] as number,
    practices: sorted.length,
  };
}
