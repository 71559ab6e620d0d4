// npm run simulator: the simulator as an HTTP server (simulator/server.ts), with its heap settings.
// HOST (default 127.0.0.1), PORT (default 4010) and ALLOWED_ORIGINS reach it through the inherited environment.
import { spawn } from 'node:child_process';
import { SIMULATOR_NODE_FLAGS } from './simulator-heap.mjs';

const child = spawn(process.execPath, [...SIMULATOR_NODE_FLAGS, '--import', 'tsx', 'simulator/server.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
