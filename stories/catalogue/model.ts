/**
 * The Screens catalogue's model: every route of the route table, whether it is built
 * (the feature registry, or mounted by the app itself like /denied), its permission, its spec
 * section (its definition's `spec`) and its stories, matched from the story modules themselves:
 * - a story whose `route` parameter is set (on the story or its meta) belongs to the route whose
 *   pattern equals the story's effective pattern (`routePattern`, else the route's path), the way
 *   preview.tsx mounts it; this counts for stories under "Screens/" (and, for routes the app
 *   mounts itself, any story);
 * - a story without such a match belongs to the route whose lazily loaded Component is the
 *   story's (or its meta's) `component`.
 * Journeys ("Flows/") are listed apart. Pure: the catalogue component loads the inputs.
 */
import type { ComponentType } from 'react';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { routePatterns, type RouteName } from '../../src/routing/paths';
import { routeTable } from '../../src/routing/route-table';

/** A CSF module as loaded: its meta and its named exports. */
export interface StoryModule {
  default: StoryAnnotations & {
    title?: string;
    id?: string;
    includeStories?: string[] | RegExp;
    excludeStories?: string[] | RegExp;
  };
  [exportName: string]: unknown;
}

interface StoryAnnotations {
  component?: unknown;
  name?: string;
  parameters?: { route?: string; routePattern?: string };
}

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  component?: unknown;
  /** The `route` parameter, when the story or its meta sets one. */
  route?: string;
  /** Where preview.tsx mounts the story: `routePattern`, else the route's path. */
  pattern?: string;
}

/** Every story of the modules, with its id as Storybook computes it (title and export name). */
export function storyEntries(modules: StoryModule[]): StoryEntry[] {
  return modules.flatMap((module) => {
    const meta = module.default;
    if (!meta?.title) return [];
    const title = meta.title;
    return Object.entries(module).flatMap(([exportName, value]) => {
      if (exportName === 'default' || !isExportStory(exportName, meta)) return [];
      const story = (value ?? {}) as StoryAnnotations;
      const route = story.parameters?.route ?? meta.parameters?.route;
      const routePattern = story.parameters?.routePattern ?? meta.parameters?.routePattern;
      const entry: StoryEntry = {
        id: toId(meta.id ?? title, storyNameFromExport(exportName)),
        title,
        name: story.name ?? storyNameFromExport(exportName),
        component: story.component ?? meta.component,
      };
      if (route !== undefined) {
        entry.route = route;
        entry.pattern = routePattern ?? route.split('?')[0] ?? route;
      }
      return [entry];
    });
  });
}

/** A route the feature registry declares, with its loaded screen component. */
export interface RegisteredScreen {
  name: RouteName;
  permission?: string;
  modal?: boolean;
  Component: ComponentType;
}

export type RouteStatus = 'built' | 'app' | 'not-built';

export interface CatalogueRow {
  name: RouteName;
  path: string;
  permission?: string;
  spec: string;
  /** built: the feature registry mounts it; app: the app mounts it itself; not-built: neither. */
  status: RouteStatus;
  modal: boolean;
  stories: StoryEntry[];
  /** Built (or mounted by the app) and without a story. */
  missing: boolean;
}

export const SCREENS_PREFIX = 'Screens/';
export const FLOWS_PREFIX = 'Flows/';

export function catalogue({
  registered,
  appPaths,
  stories,
}: {
  registered: RegisteredScreen[];
  /** Every path in the app's own route table (createAppRoutes). */
  appPaths: ReadonlySet<string>;
  stories: StoryEntry[];
}): CatalogueRow[] {
  const names = Object.keys(routePatterns) as RouteName[];
  const byName = new Map(registered.map((screen) => [screen.name, screen]));
  const status = (name: RouteName): RouteStatus =>
    byName.has(name) ? 'built' : appPaths.has(routePatterns[name]) ? 'app' : 'not-built';
  const screenStories = stories.filter((story) => !story.title.startsWith(FLOWS_PREFIX));

  const owners = new Map<string, RouteName[]>();
  for (const story of screenStories) {
    const byRoute =
      story.pattern === undefined
        ? []
        : names.filter(
            (name) =>
              routePatterns[name] === story.pattern &&
              (story.title.startsWith(SCREENS_PREFIX) || status(name) === 'app'),
          );
    const byComponent =
      byRoute.length > 0 || story.component === undefined
        ? []
        : registered
            .filter((screen) => screen.Component === story.component)
            .map((screen) => screen.name);
    owners.set(story.id, [...byRoute, ...byComponent]);
  }

  return names.map((name) => {
    const screen = byName.get(name);
    const rowStatus = status(name);
    const own = screenStories.filter((story) => owners.get(story.id)?.includes(name));
    const row: CatalogueRow = {
      name,
      path: routePatterns[name],
      spec: routeTable[name].spec,
      status: rowStatus,
      modal: screen?.modal ?? false,
      stories: own,
      missing: rowStatus !== 'not-built' && own.length === 0,
    };
    if (screen?.permission) row.permission = screen.permission;
    return row;
  });
}

/** The journeys: every story under "Flows/". */
export function journeys(stories: StoryEntry[]): StoryEntry[] {
  return stories.filter((story) => story.title.startsWith(FLOWS_PREFIX));
}
