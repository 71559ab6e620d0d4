/**
 * Loads the catalogue's inputs: every story module (import.meta.glob, lazily), every registered
 * route's screen component (`route.load()`, the same chunk the app loads) and the paths of the app's
 * own route table. Nothing here is written by hand.
 */
import type { RouteObject } from 'react-router-dom';
import { createAppRoutes } from '../../src/app/routes';
import { featureRoutes } from '../../src/app/feature-registry';
import { routePermission } from '../../src/routing/route-table';
import { createI18n } from '../../src/app/i18n/setup';
import {
  catalogue,
  journeys,
  storyEntries,
  type CatalogueRow,
  type RegisteredScreen,
  type StoryEntry,
  type StoryModule,
} from './model';

const storyFiles = import.meta.glob<StoryModule>([
  '../../src/**/*.stories.tsx',
  '../**/*.stories.tsx',
  '!../catalogue/**',
]);

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

export interface Catalogue {
  rows: CatalogueRow[];
  journeys: StoryEntry[];
  storyFileCount: number;
}

export async function loadCatalogue(): Promise<Catalogue> {
  const [modules, registered] = await Promise.all([
    Promise.all(Object.values(storyFiles).map((load) => load())),
    Promise.all(
      featureRoutes().map(async (route): Promise<RegisteredScreen> => {
        const { Component } = await route.load();
        const screen: RegisteredScreen = {
          name: route.name,
          Component,
          modal: route.modal ?? false,
        };
        const permission = routePermission(route.name);
        if (permission) screen.permission = permission;
        return screen;
      }),
    ),
  ]);
  const appPaths = new Set(paths(createAppRoutes(createI18n('en'))));
  const stories = storyEntries(modules);
  return {
    rows: catalogue({ registered, appPaths, stories }),
    journeys: journeys(stories),
    storyFileCount: modules.length,
  };
}
