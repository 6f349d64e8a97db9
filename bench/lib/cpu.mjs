// The CPU time a process has used, read from /proc: says which process had the cores during a run (issue 29's
// 1 vs 3 instance figure, where the instances share 2 cores with PostgreSQL, nginx and the load generator).
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of `pid` so far; NaN when it is gone. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis: utime, stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Busy CPU seconds of the whole machine so far, all cores (the first line of /proc/stat). */
function machineBusySeconds() {
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/**
 * Starts counting the CPU of `pids` and of the machine; stop() answers each pid's share of one core over the
 * time since, and the whole machine's busy share of one core (200% is both cores of a 2-core machine), in %.
 */
export function watchCpu(pids) {
  const started = performance.now();
  const before = pids.map(cpuSecondsOf);
  const machineBefore = machineBusySeconds();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      return {
        processes: pids.map((pid, i) => (100 * (cpuSecondsOf(pid) - before[i])) / seconds),
        machine: (100 * (machineBusySeconds() - machineBefore)) / seconds,
      };
    },
  };
}
