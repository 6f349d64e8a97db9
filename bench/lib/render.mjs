import { BUDGETS } from './budgets.mjs';

/** A value in its unit, readable: latencies in ms (seconds when long), sizes to 0.1 KB, CLS to 0.001. */
export function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      if (Math.abs(value) >= 10_000) return `${(value / 1000).toFixed(1)} s`;
      return `${value.toFixed(Math.abs(value) < 100 ? 1 : 0)} ms`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case '%':
      return `${value.toFixed(0)}%`;
    case 'CLS':
      return value.toFixed(3);
    case 'score':
      return value.toFixed(0);
    case 'req/s':
    case 'MiB':
    case 'count':
    case 'statements':
      return `${value.toFixed(0)} ${unit}`;
    default:
      return `${value} ${unit}`;
  }
}

/** A figure without a value: a run in which nothing was answered (a ratio of 0 to 0 is stored as null). */
const noValue = (f) => f.median === null || f.median === undefined || Number.isNaN(f.median);

export const budgetSign = (budget) => (budget.higherIsBetter ? '>=' : budget.strict ? '<' : '<=');
const budgetText = (f) => (f.budget ? `${budgetSign(f.budget)} ${formatValue(f.budget.value, f.unit)}` : '');
const spread = (f) => (f.runs.length > 1 ? `${formatValue(f.min, f.unit)} .. ${formatValue(f.max, f.unit)}` : '');

/** Every figure that measures the budget `id`, with the suite it came from. */
function figuresOf(results, id) {
  const found = [];
  for (const [name, suite] of Object.entries(results.suites)) {
    for (const f of suite.figures)
      if (f.budget?.id === id && !f.skipped) found.push({ suite: name, quick: suite.quick, date: suite.date, f });
  }
  return found;
}

/** The quick mode's own wall time (issue 8: under 3 minutes), from the last full `--quick` run. */
function quickFigure(quickResults) {
  const last = quickResults?.lastRunOfAll;
  if (!last) return null;
  const seconds = last.seconds;
  return {
    suite: 'run',
    date: last.date,
    f: {
      label: `npm run bench -- --quick, all suites (${last.date.slice(0, 16).replace('T', ' ')} UTC)`,
      unit: 'ms',
      median: seconds * 1000,
      runs: [seconds * 1000],
      met: seconds < 180,
      budget: { value: 180_000, id: 'i8-quick', strict: true },
    },
  };
}

function budgetRows(results, quickResults) {
  const rows = ['| issue | budget | measured (median of runs) | met |', '|---|---|---|---|'];
  for (const budget of BUDGETS) {
    const found = (
      budget.id === 'i8-quick' ? [quickFigure(quickResults)].filter(Boolean) : figuresOf(results, budget.id)
    ).filter(({ f }) => !noValue(f));
    if (!found.length) {
      rows.push(
        `| ${budget.issue} | ${budget.text} | not measured yet: ${budget.unmeasured ?? 'no run of its suite in these results'} | n/a |`,
      );
      continue;
    }
    const show = ({ f, quick }) =>
      `${f.label}: **${formatValue(f.median, f.unit)}**${f.met ? '' : ' (missed)'}${quick ? ' (quick run)' : ''}`;
    const missed = found.filter(({ f }) => !f.met).length;
    let measured;
    if (found.length <= 6) measured = found.map(show).join('<br>');
    else {
      // Many figures (one per chunk, per call): the worst, and every one that missed.
      const sign = found[0].f.budget.higherIsBetter ? 1 : -1;
      const worst = found.reduce((a, b) => (sign * (b.f.median - a.f.median) < 0 ? b : a));
      const shown = [worst, ...found.filter((x) => !x.f.met && x !== worst)].slice(0, 8);
      measured = `${found.length} figures, ${missed} missed; worst: ${shown.map(show).join('<br>')}`;
    }
    const met =
      missed === 0 ? 'yes' : missed === found.length ? '**no**' : `**no** (${missed} of ${found.length} missed)`;
    rows.push(`| ${budget.issue} | ${budget.text} (${budgetText(found[0].f)}) | ${measured} | ${met} |`);
  }
  return rows;
}

/** bench/RESULTS.md from the results JSON: machine, date, every budget of the open issues, then each suite's figures. */
export function renderResults(results, quickResults) {
  const m = results.machine;
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Each figure is the median of its runs with the',
    'lowest and highest run beside it. Budgets come from the open issues; a missed budget is shown, not hidden.',
    'How each suite measures is described at the top of its file in `bench/suites/`. Sizes and statement counts',
    'are deterministic and measured once; so is the data load before the load tests.',
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memory_gib} GiB, Node ${m.node}, PostgreSQL ${m.postgres}.`,
    '',
  ];
  if (results.notes?.length) lines.push(...results.notes.map((n) => `> ${n}`), '');

  const headline = Object.values(results.suites).flatMap((s) => s.figures.filter((f) => f.headline));
  if (headline.length) {
    lines.push(
      '## Headline: our member home throughput as a share of a bare Fastify + pg server running the same SQL',
      '',
    );
    lines.push('| figure | median | spread | budget | met |', '|---|---:|---|---|---|');
    for (const f of headline)
      lines.push(
        `| ${f.label} | ${formatValue(f.median, f.unit)} | ${spread(f)} | ${budgetText(f)} | ${noValue(f) ? 'n/a (no value)' : f.met ? 'yes' : '**no**'} |`,
      );
    lines.push('');
  }

  lines.push('## Budgets of the open issues', '', ...budgetRows(results, quickResults), '');

  for (const [name, suite] of Object.entries(results.suites)) {
    lines.push(
      `## ${name}: ${suite.description}`,
      '',
      `Measured ${suite.date.slice(0, 16).replace('T', ' ')} UTC${suite.quick ? ' in quick mode (small data, one run: not comparable)' : ''}${suite.seconds ? `, in ${Math.round(suite.seconds)} s` : ''}${suite.loadAtStart !== undefined ? `; 1-minute load average of the machine when it started: ${suite.loadAtStart}` : ''}.`,
      '',
    );
    lines.push('| figure | median | min .. max | runs | budget | met |', '|---|---:|---|---:|---|---|');
    const notes = [];
    for (const f of suite.figures) {
      if (f.skipped) {
        notes.push(f.label);
        continue;
      }
      const met = f.budget
        ? noValue(f)
          ? 'n/a (no value)'
          : f.met
            ? 'yes'
            : f.budget.informational
              ? 'no (informational)'
              : '**no**'
        : '';
      const detail = f.detail ? ` (${f.detail})` : '';
      lines.push(
        `| ${f.label}${detail} | ${formatValue(f.median, f.unit)} | ${spread(f)} | ${f.runs.length} | ${budgetText(f)} | ${met} |`,
      );
    }
    lines.push('');
    if (notes.length) lines.push('Notes:', '', ...notes.map((n) => `- ${n}`), '');
    for (const text of new Set(suite.figures.filter((f) => f.budget?.informational).map((f) => f.budget.informational)))
      lines.push(`Informational budget rows: ${text}.`, '');
  }
  return `${lines.join('\n')}\n`;
}
