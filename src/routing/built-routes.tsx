/**
 * Which routes are built: a link to a screen that is not built yet is not shown (side menus,
 * detail links). The app provides the feature registry's answer; without a provider every
 * route counts as built (stories of a single screen).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteName } from './paths';

const BuiltRoutesContext = createContext<(route: RouteName) => boolean>(() => true);

export function BuiltRoutesProvider({ isBuilt, children }: { isBuilt: (route: RouteName) => boolean; children: ReactNode }) {
  return <BuiltRoutesContext.Provider value={isBuilt}>{children}</BuiltRoutesContext.Provider>;
}

export function useIsBuilt(): (route: RouteName) => boolean {
  return useContext(BuiltRoutesContext);
}
