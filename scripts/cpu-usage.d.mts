/** Types of scripts/cpu-usage.mjs for its unit test. */
export interface CpuTimes {
  busy: number;
  idle: number;
  cores: number;
}
export interface CpuUsed {
  busy: number;
  share: number;
  cores: number;
}
export function cpuTimes(cpus?: { times: { user: number; nice: number; sys: number; idle: number; irq: number } }[]): CpuTimes;
export function cpuBetween(before: CpuTimes, after: CpuTimes): CpuUsed;
export function describeRun(used: CpuUsed): string;
