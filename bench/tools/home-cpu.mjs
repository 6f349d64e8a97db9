// CPU time per request of our server and of the bare baseline for the member home calls: a figure that the
// machine's other load disturbs much less than requests/s (each process is charged only for its own work).
//   node bench/tools/home-cpu.mjs <database url> [seconds=5] [connections=10] [call keys...]
// Prints; records nothing. PostgreSQL's own work is not included (it is the same SQL on both sides).
import { readFileSync } from 'node:fs';
import { cannon } from '../lib/load.mjs';
import { startHomeSideBySide } from '../lib/home-side-by-side.mjs';

const [databaseUrl, secondsArg = '5', connectionsArg = '10', ...keys] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: home-cpu.mjs <database url> [seconds] [connections] [keys...]');
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);

/** User plus system CPU time of a process so far, in ms (from /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sides = await startHomeSideBySide(databaseUrl, keys);
try {
  const measure = async (target, pid) => {
    await cannon({ ...target, seconds: 1 });
    const before = cpuMs(pid);
    const run = await cannon({ ...target, seconds });
    return { perRequestUs: (1000 * (cpuMs(pid) - before)) / run.requests, rps: run.rps };
  };
  for (const call of sides.home) {
    const o = await measure(
      { url: `${sides.ours.base}${call.path}`, connections, headers: sides.headers },
      sides.ours.pid,
    );
    const b = await measure({ url: `${sides.bare.base}${call.path}`, connections }, sides.bare.pid);
    console.log(
      `${call.key.padEnd(16)} ours ${o.perRequestUs.toFixed(0).padStart(5)} µs CPU a request (${o.rps.toFixed(0)} req/s)  bare ${b.perRequestUs.toFixed(0).padStart(5)} µs (${b.rps.toFixed(0)} req/s)  ours/bare ${(o.perRequestUs / b.perRequestUs).toFixed(2)}`,
    );
  }
} finally {
  await sides.stop();
}
