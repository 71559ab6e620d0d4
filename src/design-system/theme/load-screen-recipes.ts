import type { SystemContext } from '@chakra-ui/react';
import type { SystemSteps } from './system';

/**
 * Starts loading the signed-in screens' system (ScreensProvider, screen-recipes.ts) ahead of the
 * chunk that renders it. Nothing needs to wait for it: whatever renders a screen's components is
 * inside ScreensProvider, which its own chunk imports.
 */
export const loadScreenRecipes = () => import('./ScreensProvider');

/**
 * The screens' system, for a root that starts in it (app/main.tsx): resolves with the function that
 * creates it (once, in pieces), so the caller decides when that work starts.
 */
export const loadScreensSystem = (): Promise<(steps: SystemSteps | undefined, pause: () => Promise<void>) => Promise<SystemContext>> =>
  loadScreenRecipes().then((m) => m.screensSystemInSteps);
