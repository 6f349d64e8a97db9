// A quick look at the headline figure while working on it: our member home calls against the bare
// Fastify + pg baseline on an already loaded database, one connection level, alternating runs.
//   node bench/tools/home-ratio.mjs <database url> [seconds=5] [connections=10] [call keys...]
// The full, reported measurement is the api-load suite; this prints, it records nothing.
import { cannon } from '../lib/load.mjs';
import { startHomeSideBySide } from '../lib/home-side-by-side.mjs';

const [databaseUrl, secondsArg = '5', connectionsArg = '10', ...keys] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: home-ratio.mjs <database url> [seconds] [connections] [keys...]');
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);

const sides = await startHomeSideBySide(databaseUrl, keys);
try {
  for (const call of sides.home) {
    const ours = { url: `${sides.ours.base}${call.path}`, connections, headers: sides.headers };
    const base = { url: `${sides.bare.base}${call.path}`, connections };
    await cannon({ ...ours, seconds: 1 });
    await cannon({ ...base, seconds: 1 });
    const o = await cannon({ ...ours, seconds });
    const b = await cannon({ ...base, seconds });
    console.log(
      `${call.key.padEnd(16)} ours ${o.rps.toFixed(0).padStart(6)} req/s (p99 ${o.p99} ms, errors ${o.errors})  bare ${b.rps.toFixed(0).padStart(6)} req/s  ratio ${((100 * o.rps) / b.rps).toFixed(0)}%`,
    );
  }
} finally {
  await sides.stop();
}
