import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { entryRecipes, entrySlotRecipes, entrySystem, portalConfig } from './system';
import { screenRecipes, screensSystem, screenSlotRecipes } from './screen-recipes';

/**
 * The entry's system carries the recipes of what renders before a signed-in screen, the screens'
 * system those and the screens' own; both are Chakra's default theme otherwise. Whether a component
 * finds its recipe shows in the story pictures: a public page's story renders with the entry's
 * system alone, every other story with the screens' (.storybook/preview.tsx).
 */
describe('design-system Chakra systems', () => {
  const system = entrySystem();
  const defaults = createSystem(defaultConfig);
  const recipeKeys = [...Object.keys(entryRecipes), ...Object.keys(screenRecipes)];
  const slotRecipeKeys = [...Object.keys(entrySlotRecipes), ...Object.keys(screenSlotRecipes)];

  it('gives the entry its recipes only, and the screens theirs beside the entry’s', () => {
    for (const key of [...Object.keys(entryRecipes), ...Object.keys(entrySlotRecipes)]) {
      expect(system.hasRecipe(key), key).toBe(true);
      expect(screensSystem().hasRecipe(key), key).toBe(true);
    }
    for (const key of [...Object.keys(screenRecipes), ...Object.keys(screenSlotRecipes)]) {
      expect(system.hasRecipe(key), key).toBe(false);
      expect(screensSystem().hasRecipe(key), key).toBe(true);
    }
  });

  it('keeps each recipe exactly as in Chakra’s default theme, but a solid button is 44 px tall below md', () => {
    for (const key of recipeKeys.filter((key) => key !== 'button')) {
      expect(screensSystem().getRecipe(key), key).toStrictEqual(defaults.getRecipe(key));
    }
    for (const key of slotRecipeKeys) {
      expect(screensSystem().getSlotRecipe(key), key).toStrictEqual(defaults.getSlotRecipe(key));
    }
    for (const sys of [system, screensSystem()]) {
      const button = sys.getRecipe('button');
      const { solid, ...otherVariants } = button.variants?.variant ?? {};
      const { solid: defaultSolid, ...defaultOtherVariants } = defaults.getRecipe('button').variants?.variant ?? {};
      expect({ ...button, variants: { ...button.variants, variant: otherVariants } }).toStrictEqual({
        ...defaults.getRecipe('button'),
        variants: { ...defaults.getRecipe('button').variants, variant: defaultOtherVariants },
      });
      expect(solid).toStrictEqual({ ...defaultSolid, minH: { base: '11', md: 'auto' } });
    }
  });

  it('emits the same preflight, global CSS and tokens as the full default config, in both systems', () => {
    const full = createSystem(defaultConfig, portalConfig)._global;
    expect(system._global).toEqual(full);
    expect(screensSystem()._global).toEqual(full);
  });
});
