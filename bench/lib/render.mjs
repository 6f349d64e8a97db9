/** bench/RESULTS.md from the results JSON: machine, date, and each figure with its spread and budget. */
export function renderResults(results) {
  const m = results.machine;
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench`; do not edit by hand. Every figure is the median of its runs, with the',
    'lowest and highest run beside it. Budgets come from the issues; a missed budget is shown, not hidden.',
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memory_gib} GiB, Node ${m.node}, PostgreSQL ${m.postgres}.`,
    '',
  ];
  for (const [name, suite] of Object.entries(results.suites)) {
    lines.push(`## ${name}: ${suite.description}`, '', `Measured ${suite.date.slice(0, 16).replace('T', ' ')} UTC.`, '');
    lines.push('| figure | median | min | max | runs | budget | met |', '|---|---:|---:|---:|---:|---|---|');
    for (const f of suite.figures) {
      const fmt = (v) => (f.unit === 'ms' ? `${(v / 1000).toFixed(2)} s` : `${Number(v).toFixed(f.unit === 'KB' ? 1 : 0)} ${f.unit}`);
      const budget = f.budget ? `${f.budget.higherIsBetter ? '>=' : '<='} ${fmt(f.budget.value)}` : '';
      const met = f.budget ? (f.met ? 'yes' : '**no**') : '';
      lines.push(`| ${f.label} | ${fmt(f.median)} | ${fmt(f.min)} | ${fmt(f.max)} | ${f.runs.length} | ${budget} | ${met} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
