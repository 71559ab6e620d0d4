import type { SystemContext } from '@chakra-ui/react';

/**
 * Starts loading the signed-in screens' system (ScreensProvider, screen-recipes.ts) ahead of the
 * chunk that renders it. Nothing needs to wait for it: whatever renders a screen's components is
 * inside ScreensProvider, which its own chunk imports.
 */
export const loadScreenRecipes = () => import('./ScreensProvider');

/**
 * The screens' system, for a root that starts in it (app/main.tsx): resolves with the function that
 * creates it (once), so the caller decides when that long task runs.
 */
export const loadScreensSystem = (): Promise<() => SystemContext> => loadScreenRecipes().then((m) => m.screensSystem);
