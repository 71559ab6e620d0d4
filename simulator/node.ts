/**
 * The simulator in Node tests: msw/node intercepts fetch to the API base (`http://localhost/api`
 * unless told otherwise) and /__simulator/ on that origin.
 */
import { setupServer } from 'msw/node';
import { bindSimulator } from './core/base';
import { apiNotFound, handlers } from './handlers';

export type SimulatorServer = ReturnType<typeof setupServer>;

export interface NodeSimulatorOptions {
  /** The origin the tests call. Default 'http://localhost'. */
  origin?: string;
  /** The API base on that origin (or an absolute URL). Default '/api'. */
  apiBaseUrl?: string;
}

/**
 * A fresh msw/node server over every simulator handler, bound to `origin` and `apiBaseUrl`.
 * Call listen() / close() around the tests.
 */
export function createSimulatorServer(options: NodeSimulatorOptions = {}): SimulatorServer {
  bindSimulator({ origin: options.origin ?? 'http://localhost', apiBaseUrl: options.apiBaseUrl });
  return setupServer(...handlers, apiNotFound);
}
