/**
 * Prints the app's route table as JSON: the public and the private route patterns (inside the
 * session guard), walked from src/app/routes.tsx, each with a sample path to open (its route's
 * `sampleParams`, any other parameter `1`: '/reset-password/:uuid' -> '/reset-password/demo-reset-token/'),
 * and a path no route matches.
 * The e2e suite opens every one of them cold; the bench runs Lighthouse on them.
 *   npx tsx scripts/route-table.ts
 */
import type { RouteObject } from 'react-router-dom';
import { createAppRoutes } from '../src/app/routes';
import { routeNames, routeTable } from '../src/routing/route-table';

interface RoutePatterns {
  publicPatterns: string[];
  privatePatterns: string[];
}

function routePatternsOf(routes: RouteObject[]): RoutePatterns {
  const found: RoutePatterns = { publicPatterns: [], privatePatterns: [] };
  // A pathless route that renders something around its children (an element, a Component or a
  // lazy one) is the session guard with its layout: what is inside is private.
  const isGuard = (route: RouteObject) =>
    route.path === undefined && (route.element != null || route.Component != null || route.lazy != null);
  const walk = (list: RouteObject[], guarded: boolean) => {
    for (const route of list) {
      if (route.children) walk(route.children, guarded || isGuard(route));
      else (guarded ? found.privatePatterns : found.publicPatterns).push(route.index ? '/' : (route.path ?? '/'));
    }
  };
  walk(routes, false);
  return found;
}

/** Each pattern's sample parameter values, from its route's definition. */
const SAMPLE_PARAMS = new Map(routeNames.map((name) => [routeTable[name].path, routeTable[name].sampleParams ?? {}]));
const UNKNOWN_PATH = '/ovo-ne-postoji';

function samplePath(pattern: string): string {
  if (pattern === '*') return UNKNOWN_PATH;
  if (!pattern.includes(':')) return pattern;
  const params = SAMPLE_PARAMS.get(pattern) ?? {};
  return `${pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1')}/`;
}

// The argument (the app's i18n) is used only when a screen loads, never here.
const patterns = routePatternsOf(createAppRoutes({} as Parameters<typeof createAppRoutes>[0]));
process.stdout.write(
  JSON.stringify({
    ...patterns,
    publicPaths: [...new Set(patterns.publicPatterns.map(samplePath))],
    privatePaths: [...new Set(patterns.privatePatterns.map(samplePath))],
    unknownPath: UNKNOWN_PATH,
  }),
);
