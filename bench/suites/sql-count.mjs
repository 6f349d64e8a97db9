// Issue 4 budget: each member home call (user, benefit, family members, unread, custom UI data) runs at most
// 3 SQL statements. Counted as the integration tests count them (openDatabase's onQuery hook), on the real
// app in-process over HTTP, signed in as member@example.com on the demo world. Everything a request runs is
// counted, the session check of the authentication hook included (the budget does not exclude it).
import { figure } from '../lib/stats.mjs';
import { captureStatements } from '../lib/capture.mjs';

export const description = 'SQL statements per request (real app, demo world on PGlite, member@example.com)';

export const MEMBER_HOME_STATEMENT_BUDGET = 3;

/** Figures from a capture report (also used by api-load on PostgreSQL at scale). */
export function statementFigures(report, where) {
  const figures = [];
  for (const call of report.calls) {
    if (call.skipped) {
      figures.push({
        label: `${call.key}: ${call.skipped}`,
        unit: 'statements',
        skipped: true,
        runs: [],
        median: null,
        min: null,
        max: null,
      });
      continue;
    }
    const budget =
      call.group === 'member-home'
        ? { value: MEMBER_HOME_STATEMENT_BUDGET, enforcedInQuick: true, id: 'i4-statements' }
        : undefined;
    const label = `${call.method} ${call.path} (${call.key}${where ? `, ${where}` : ''})${call.status === 200 ? '' : ` answered ${call.status}`}`;
    const f = figure(label, 'statements', [call.statements.length], budget);
    // What ran, without parameters, so a regression can be read off the results file.
    f.statements = call.statements.map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 160));
    figures.push(f);
  }
  return figures;
}

export async function run() {
  const report = await captureStatements();
  const bad = report.calls.filter((c) => !c.skipped && c.status !== 200);
  if (bad.length) throw new Error(`calls failed: ${bad.map((c) => `${c.key} ${c.status}`).join(', ')}`);
  return statementFigures(report);
}
