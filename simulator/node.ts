/** The simulator in Node tests: msw/node intercepts fetch to any host's /api/* and /__simulator/*. */
import { setupServer } from 'msw/node';

export type SimulatorServer = ReturnType<typeof setupServer>;
import { initSimulator } from './control/state';
import { apiNotFound, handlers } from './handlers';

/** A fresh msw/node server over every simulator handler. Call listen() / close() around the tests. */
export function createSimulatorServer(): SimulatorServer {
  return setupServer(...handlers, apiNotFound);
}

/** Seeds the simulator (in memory) and starts intercepting. */
export async function startNodeSimulator(): Promise<SimulatorServer> {
  await initSimulator();
  const server = createSimulatorServer();
  server.listen({ onUnhandledRequest: 'bypass' });
  return server;
}
