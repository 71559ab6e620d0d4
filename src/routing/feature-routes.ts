/** How a feature hands its routes, menu entries and i18n namespace to the app (docs/architecture.md, "A feature's folders"; routes.tsx). */
import type { ComponentType } from 'react';
import type { Permission } from '../api/contract/permissions';
import type { RouteName } from './paths';

export interface FeatureRoute {
  name: RouteName;
  /** The permission that grants the page; a missing one sends the user to /denied. */
  permission?: Permission;
  /** Renders without the navigation bar (modal-type route mode). */
  modal?: boolean;
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * The screen puts links in the side menu (useSetCustomMenuLinks): the layout holds the menu's
   * column from the first paint, so the column does not push the screen aside when they arrive.
   */
  sideMenu?: boolean;
}

export interface MenuEntry {
  route: RouteName;
  /** i18n key in the `app` namespace. */
  labelKey: string;
  permission?: Permission;
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

export interface FeatureRoutes {
  routes: FeatureRoute[];
  menu: MenuEntry[];
  /** Loaded before any of the feature's routes renders. */
  i18n?: FeatureNamespace;
}
