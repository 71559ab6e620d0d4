/**
 * Starts loading the signed-in screens' system (ScreensProvider, screen-recipes.ts) ahead of the
 * chunk that renders it. Nothing needs to wait for it: whatever renders a screen's components is
 * inside ScreensProvider, which its own chunk imports.
 */
export const loadScreenRecipes = () => import('./ScreensProvider');
