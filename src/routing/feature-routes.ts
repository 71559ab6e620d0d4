/** How a feature hands its routes and menu entries to the app (ARCHITECTURE.md, routes.tsx). */
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
}

export interface MenuEntry {
  route: RouteName;
  /** i18n key in the `app` namespace. */
  labelKey: string;
  permission?: Permission;
  /** Position in the top bar: Parking 10, Garages 20, Parks 30, Sales 40, Statements 50, Platform statistics 60, System status 90. */
  order: number;
}

export interface FeatureRoutes {
  routes: FeatureRoute[];
  menu: MenuEntry[];
}
