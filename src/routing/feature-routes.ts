/**
 * How a feature defines its routes, top-bar entries and i18n namespace (docs/architecture.md, "From a
 * route name to its code"). Each feature's `routes.ts` is pure data typed by these: it imports types
 * only, and reaches its screens through `import()`, so src/routing/route-table.ts can assemble every
 * feature's routes into the one table all features link through without any feature loading another.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '../api/contract/permissions';
import type { User } from '../api/session';
import type appHr from '../app/i18n/hr.json';

/** A screen name: a key of `titles` in the app namespace (the title is needed before a feature's namespace loads). */
export type ScreenTitle = keyof typeof appHr.titles;

/**
 * Who may open a route: anyone (`public`, outside the session guard), any signed-in user
 * (`signed-in`), or a signed-in user holding the permission; a missing one sends the user to /denied.
 */
export type Access = 'public' | 'signed-in' | Permission;

/** Every fact of one route but its name, which is its key in the feature's `routes`. */
export interface RouteFacts {
  /** The path pattern, `:param` for each parameter (`routePath` fills them). */
  path: string;
  /** The screen name in the document title. */
  title: ScreenTitle;
  /**
   * The spec section the route implements, shown by the Storybook "Screens" catalogue. Written as one
   * single-quoted string: the app's build removes it (vite.config.ts, routeFactsOutOfTheApp).
   */
  spec: string;
  access: Access;
  /**
   * Values for the route's parameters in a sample path (the e2e journeys open every route cold, the
   * bench measures them); any parameter not named here is `1`. Written as one flat object on one
   * line: the app's build removes it (a demo token is no production text).
   */
  sampleParams?: Record<string, string>;
}

/** Where a screen is opened: its address's parameters and query. */
export interface ScreenAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/**
 * Asks for a screen's own first calls before it renders, with the query options the screen itself
 * uses (so it finds them asked for, or answered): the first screen of a signed-in start. Called
 * before the session is in: `session` resolves with the signed-in user once it is, or null when the
 * user may not open the screen, and nothing goes into the cache for it then (calls that need not
 * wait for the user go out at once through `prefetchBeforeSession`, src/api/before-session.ts).
 */
export type ScreenPrefetch = (queryClient: QueryClient, address: ScreenAddress, session: Promise<User | null>) => void;

export interface RouteDefinition extends RouteFacts {
  /** The screen's chunk: always an `import()`, so the definition stays data. */
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * The screen's first calls, asked for before it renders when it is the first screen of a signed-in
   * start: an `import()` of a module of the screen's calls only, so they need not wait for the screen's chunk.
   */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** Renders without the navigation bar (modal-type route mode). */
  modal?: boolean;
  /**
   * The screen puts links in the side menu (useSetCustomMenuLinks): the layout holds the menu's
   * column from the first paint, so the column does not push the screen aside when they arrive.
   */
  sideMenu?: boolean;
}

export interface MenuEntry<Name extends string = string> {
  /** One of the feature's own routes; the entry shows to whoever may open it. */
  route: Name;
  /** i18n key in the `app` namespace. */
  labelKey: string;
  /** Position in the top bar: Parking 10, Garages 20, Parks 30, Sales 40, Statements 50, Platform statistics 60, System status 90. */
  order: number;
}

/**
 * A feature's own i18n namespace, loaded with its routes (never part of the app entry):
 * `{ namespace: 'statements', load: (language) => import(`./i18n/${language}.json`) }`.
 * The namespace is the feature's folder name; a unit test holds every feature to that.
 */
export interface FeatureNamespace {
  namespace: string;
  load: (language: string) => Promise<{ default: Record<string, unknown> }>;
}

export interface FeatureRoutes<Name extends string = string> {
  /** By route name, in the order the app mounts them. */
  routes: Record<Name, RouteDefinition>;
  menu: MenuEntry<NoInfer<Name>>[];
  /** Loaded before any of the feature's routes renders. */
  i18n?: FeatureNamespace;
}

/** Types a feature's routes (the route names are its keys; a menu entry names one of them); returns them as they are. */
export function defineFeature<Name extends string>(feature: FeatureRoutes<Name>): FeatureRoutes<Name> {
  return feature;
}
