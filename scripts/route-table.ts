/**
 * Prints the app's route table as JSON: the public and the private route patterns (inside the
 * session guard), walked from src/app/routes.tsx. The e2e suite opens every one of them cold.
 *   npx tsx scripts/route-table.ts
 */
import type { RouteObject } from 'react-router-dom';
import { createAppRoutes } from '../src/app/routes';

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

// The argument (the app's i18n) is used only when a screen loads, never here.
process.stdout.write(JSON.stringify(routePatternsOf(createAppRoutes({} as Parameters<typeof createAppRoutes>[0]))));
