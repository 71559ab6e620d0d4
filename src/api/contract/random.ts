/**
 * A small seeded generator (mulberry32): the same seed yields the same sequence on every runtime.
 * The simulator's generated data (simulator/core/random.ts) and the report builders' sample
 * document draw from it; it sits in the contract, the one module the app and the simulator share.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
