import { isStrict } from './budgets.mjs';

/** Median, min and max of a list of numbers (the spread reported beside every figure). */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { runs: values, median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * One reported figure: a label, its unit, the runs, and an optional budget (lower is better unless stated).
 * A budget an issue states as "under" a value (budgets.mjs) is met only strictly below it.
 */
export function figure(label, unit, values, budget) {
  const summary = summarize(values);
  const result = { label, unit, ...summary };
  if (budget) {
    // A figure may say itself (a count that must be zero shares its issue's "under 60 s" budget id).
    const strict = budget.strict ?? isStrict(budget);
    result.budget = strict ? { ...budget, strict } : budget;
    if (budget.higherIsBetter) result.met = summary.median >= budget.value;
    else result.met = strict ? summary.median < budget.value : summary.median <= budget.value;
  }
  return result;
}

/** A line of text among a suite's figures (what data it ran on, what it left out): shown, never measured. */
export const noteFigure = (label) => ({
  label,
  unit: '',
  skipped: true,
  note: true,
  runs: [],
  median: null,
  min: null,
  max: null,
});
