import { execFileSync } from 'node:child_process';

/** The app's route table as scripts/route-table.ts prints it. */
export interface RouteTable {
  /** Outside the session guard: /login, /reset-password, /reset-password/{token}/, /denied, … */
  publicPaths: string[];
  /** Inside it: the landing, every built screen, and the unknown path. */
  privatePaths: string[];
  /** A path no route matches. */
  unknownPath: string;
}

const ROUTE_TABLE_ENV = 'PORTAL_E2E_ROUTE_TABLE';

/**
 * The route table, from the app's own routes. Reading it loads the app's module graph through tsx;
 * Playwright loads a spec file in its runner and again in every worker, so the first reading is kept
 * in the environment, which the workers inherit: one reading a run.
 */
export function readRouteTable(): RouteTable {
  return JSON.parse((process.env[ROUTE_TABLE_ENV] ??= execFileSync('npx', ['tsx', 'scripts/route-table.ts'], { encoding: 'utf8' }))) as RouteTable;
}
