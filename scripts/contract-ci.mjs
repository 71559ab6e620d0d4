// CI: start the simulator as an HTTP server (npm run simulator) and run the contract suite against it.
import { spawn, spawnSync } from 'node:child_process';
import { SIMULATOR_NODE_FLAGS } from './simulator-heap.mjs';

const port = process.env.CONTRACT_PORT ?? '4012';
// One Node process with the tsx loader (npx would leave the server behind when killed).
const server = spawn(process.execPath, [...SIMULATOR_NODE_FLAGS, '--import', 'tsx', 'simulator/server.ts'], {
  env: { ...process.env, PORT: port },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the simulator did not start at ${url}`);
}

await waitForServer(`http://localhost:${port}/__simulator/state`);
const result = spawnSync(
  'npx',
  ['tsx', 'scripts/contract.ts', '--base-url', `http://localhost:${port}`, '--user', 'admin', '--password', 'demo'],
  { stdio: 'inherit' },
);
stop();
process.exit(result.status ?? 1);
