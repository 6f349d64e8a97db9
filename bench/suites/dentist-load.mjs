// Issue 16's budgets: the dentist portal's front-desk calls on the production build over PostgreSQL loaded by
// the demo generator at 100,000 households (quick: 500), at 10 connections (bench/lib/dentist-load.mjs).
import { freePortBlock, startServer } from '../lib/processes.mjs';
import { openWorld } from '../lib/world.mjs';
import { endpointMeasurer, loadFigures } from '../lib/load.mjs';
import { FRONT_DESKS, dentistFigures } from '../lib/dentist-load.mjs';
import { noteFigure } from '../lib/stats.mjs';
import { plan as apiLoadPlan } from './api-load.mjs';

export const description =
  'Dentist portal load: eligibility, Benefit Search, saving a visit, the visits report and its CSV, at 10 connections on PostgreSQL at scale';

export async function run({ quick }) {
  const p = apiLoadPlan(quick);
  const world = await openWorld(p, 'bench_dentist');
  const figures = [...world.figures];
  let server;
  try {
    const port = await freePortBlock(4);
    server = await startServer({
      PORT: String(port),
      DATABASE_URL: world.database.url,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JOB_RUNNER: 'false',
    });
    const alive = () => {
      if (server.child.exitCode !== null || server.child.signalCode) throw new Error('the server exited');
    };
    figures.push(
      ...(await dentistFigures({
        databaseUrl: world.database.url,
        base: `http://127.0.0.1:${port + 1}`, // the dentist portal's port (decision 0002)
        pid: server.child.pid,
        quick,
        measure: endpointMeasurer(p, alive),
        loadFigures,
      })),
    );
    if (!quick)
      figures.push(
        noteFigure(
          `Data: ${world.load.summary.replace(/^Seeded in [\d.]+ s: /, '')}. The demo practice was given 20,000 visits of other practices and ${FRONT_DESKS.toLocaleString('en-US')} more front-desk users, 3 to a practice (the look-ups are throttled per user and per practice, decisions 0030 and 0046).`,
        ),
      );
    return figures;
  } finally {
    await server?.stop();
    world.database.drop();
  }
}
