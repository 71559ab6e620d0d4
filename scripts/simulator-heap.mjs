// The Node heap settings the simulator runs with, as a server (npm run simulator) and in its bench.
// A bounded heap makes V8 collect the garbage of year-long responses early, so the process stays
// well under its 200 MB budget (about 120 MB at peak) at a small cost in speed (about 25 ms for a
// year-long dashboard instead of 15 ms).
export const SIMULATOR_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=4'];
