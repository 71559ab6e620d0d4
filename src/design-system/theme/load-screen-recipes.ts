/**
 * Loads and adds the recipes of every screen but /login's. A screen's chunk (and the signed-in
 * layout's) is awaited together with it, so no screen renders before its recipes are there. Kept
 * apart from system.ts, which screen-recipes.ts imports: the system never imports back what builds on it.
 */
export const loadScreenRecipes = () => import('./screen-recipes');
