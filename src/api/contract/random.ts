/**
 * A small seeded generator (mulberry32): the same seed yields the same sequence on every runtime.
 * The simulator's generated data (simulator/core/random.ts, simulator/core/sales-facts.ts) and the
 * report builders' sample document draw from it; it sits in the contract, the one module the app
 * and the simulator share.
 */

/** What each step adds to the state. */
export const MULBERRY32_STEP = 0x6d2b79f5;

/**
 * The float in [0, 1) that mulberry32 yields for a state (after the step was added). For a caller
 * that keeps the state in a plain number rather than a closure per stream.
 */
export function mulberry32Output(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + MULBERRY32_STEP) >>> 0;
    return mulberry32Output(a);
  };
}
