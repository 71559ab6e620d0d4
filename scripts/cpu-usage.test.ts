import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuTimes, describeRun } from './cpu-usage.mjs';

const core = (user: number, sys: number, idle: number, nice = 0, irq = 0) => ({ times: { user, nice, sys, idle, irq } });

describe('cpu usage', () => {
  it('sums busy and idle time over the cores, in seconds', () => {
    expect(cpuTimes([core(3000, 1000, 6000, 500, 500), core(2000, 0, 8000)])).toEqual({ busy: 7, idle: 14, cores: 2 });
  });

  it('gives the busy CPU-seconds between two readings and the busy share of the cores', () => {
    const before = cpuTimes([core(1000, 0, 1000), core(1000, 0, 1000)]);
    const after = cpuTimes([core(91_000, 0, 11_000), core(81_000, 0, 21_000)]);
    const used = cpuBetween(before, after);
    expect(used.busy).toBe(170);
    expect(used.share).toBeCloseTo(0.85);
    expect(used.cores).toBe(2);
  });

  it('reads no time at all as nothing busy', () => {
    const same = cpuTimes([core(1000, 0, 1000)]);
    expect(cpuBetween(same, same)).toEqual({ busy: 0, share: 0, cores: 1 });
  });

  it('names the shortest wall time the work allows on these cores', () => {
    expect(describeRun({ busy: 2000, share: 0.94, cores: 2 })).toBe('2000 CPU-seconds on 2 cores, 94 % busy: no less than 1000 s on these cores');
    expect(describeRun({ busy: 90, share: 0.5, cores: 1 })).toBe('90 CPU-seconds on 1 core, 50 % busy: no less than 90 s on this core');
  });
});
