/** Median, min and max of a list of numbers (the spread reported beside every figure). */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { runs: values, median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/** One reported figure: a label, its unit, the runs, and an optional budget (lower is better unless stated). */
export function figure(label, unit, values, budget) {
  const summary = summarize(values);
  const result = { label, unit, ...summary };
  if (budget) {
    result.budget = budget;
    result.met = budget.higherIsBetter ? summary.median >= budget.value : summary.median <= budget.value;
  }
  return result;
}
