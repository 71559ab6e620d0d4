// How much of the machine's CPU a stretch of work used, for `npm test`'s table. The machine's own
// counters (every process on it, summed over its cores): a browser's renderers, which no parent
// waits for, are counted too, and so is anything else running beside the tests.
import os from 'node:os';

/**
 * The machine's CPU time so far, in seconds, summed over its cores: busy (user, nice, system and
 * interrupts) and idle.
 * @param {Pick<os.CpuInfo, 'times'>[]} cpus
 */
export function cpuTimes(cpus = os.cpus()) {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy: busy / 1000, idle: idle / 1000, cores: cpus.length };
}

/**
 * What the machine did between two readings: the busy CPU-seconds, and the share of its cores'
 * time that was busy (0 to 1).
 * @param {ReturnType<typeof cpuTimes>} before
 * @param {ReturnType<typeof cpuTimes>} after
 */
export function cpuBetween(before, after) {
  const busy = Math.max(0, after.busy - before.busy);
  const idle = Math.max(0, after.idle - before.idle);
  return { busy, share: busy + idle > 0 ? busy / (busy + idle) : 0, cores: after.cores };
}

/**
 * One line on the whole run: the CPU work it took, how busy the cores were, and the shortest wall
 * time that work allows on this machine's cores (the work divided by the cores).
 * @param {ReturnType<typeof cpuBetween>} used
 */
export function describeRun(used) {
  const floor = used.cores > 0 ? used.busy / used.cores : 0;
  return (
    `${used.busy.toFixed(0)} CPU-seconds on ${used.cores} core${used.cores === 1 ? '' : 's'}, ` +
    `${(used.share * 100).toFixed(0)} % busy: no less than ${floor.toFixed(0)} s on ${used.cores === 1 ? 'this core' : 'these cores'}`
  );
}
