import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { entryRecipes, entrySlotRecipes, entrySystem, lightModeOnly, portalConfig, portalGlobalCss, ROOT_VARIABLES, SCREEN_ONLY_PALETTES, UNUSED_PALETTES } from './system';
import { screenRecipes, screensSystem, screenSlotRecipes } from './screen-recipes';
import { tokenCssText, tokenStyleOf } from './token-style';

/**
 * The entry's system carries the recipes of what renders before a signed-in screen, the screens'
 * system those and the screens' own; both are Chakra's default theme otherwise. Whether a component
 * finds its recipe shows in the story pictures: a public page's story renders with the entry's
 * system alone, every other story with the screens' (.storybook/preview.tsx).
 */
/** The portal's code and stories (this file and system.ts, which name what they check, left out). */
function portalSources(): string[] {
  return ['src', 'stories'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => /\.(ts|tsx|mdx)$/.test(file) && !/theme\/system(\.test)?\.ts$/.test(file) && fs.statSync(file).isFile()),
  );
}

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

  it('declares no custom property on every element: Chakra’s are declared on the root, or left out where no recipe or component uses them', () => {
    const { '*': universal, html, ...rest } = chakraGlobalCss as Record<string, Record<string, unknown>>;
    const { '*': ourUniversal, html: ourHtml, ...ourRest } = portalGlobalCss as Record<string, Record<string, unknown>>;
    expect(ourRest).toStrictEqual(rest);
    expect(ourUniversal).toStrictEqual({ fontFeatureSettings: universal?.fontFeatureSettings });
    expect(ourHtml).toStrictEqual({ ...html, ...Object.fromEntries(ROOT_VARIABLES.map((name) => [name, universal?.[name]])) });
    // What is left out feeds only the `ring`, `filter: auto` and `backdropFilter: auto` utilities.
    const leftOut = Object.keys(universal ?? {}).filter((key) => key.startsWith('--') && !(ROOT_VARIABLES as readonly string[]).includes(key));
    expect(leftOut.every((name) => /^--(ring|backdrop)-|^--(brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)$/.test(name))).toBe(true);
    const usesThem = /\b(filter|backdropFilter)(=|:\s*)["'`{]*auto\b|\bring(Color|Width|Offset[A-Za-z]*|Inset)?(=|:\s*)["'`{\d]/;
    for (const sys of [system, screensSystem()]) {
      const recipes = [...recipeKeys.map((key) => sys.getRecipe(key)), ...slotRecipeKeys.map((key) => sys.getSlotRecipe(key))];
      expect(JSON.stringify(recipes)).not.toMatch(/"ring[A-Za-z]*":|"(filter|backdropFilter)":"auto"/);
      // Every rule Chakra emits for all elements (`*`) declares no custom property.
      const universalRules = JSON.stringify(sys._global).match(/"\*":\{[^{}]*\}/g) ?? [];
      expect(universalRules.filter((rule) => rule.includes('"--'))).toEqual([]);
    }
    expect(portalSources().filter((file) => usesThem.test(fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('has one colour mode: every semantic token keeps its light value, and nothing of a dark mode is emitted', () => {
    for (const sys of [system, screensSystem()]) {
      expect(JSON.stringify(sys._global)).not.toMatch(/\.dark\b/);
      expect(tokenStyleOf(sys)).not.toMatch(/\.dark\b/);
      for (const name of ['colors.bg.panel', 'colors.fg.muted', 'colors.border', 'colors.red.solid', 'shadows.md']) {
        expect(sys.tokens.getByName(name)?.originalValue, name).toBe(defaults.tokens.getByName(name)?.extensions.conditions?._light ?? '(missing)');
      }
    }
  });

  it('emits the preflight, global CSS and tokens of the full default config but the unused palettes: all of them in the screens’ system, all but the screens’ palettes in the entry’s', () => {
    const theme = defaultConfig.theme ?? {};
    const without = (names: readonly string[]) => {
      const keep = <T extends object>(group: T): T => Object.fromEntries(Object.entries(group).filter(([key]) => !names.includes(key))) as T;
      return createSystem(
        lightModeOnly({
          ...defaultConfig,
          globalCss: portalGlobalCss,
          theme: {
            ...theme,
            tokens: { ...theme.tokens, colors: keep(theme.tokens?.colors ?? {}) },
            semanticTokens: { ...theme.semanticTokens, colors: keep(theme.semanticTokens?.colors ?? {}) },
          },
        }),
        lightModeOnly(portalConfig),
      );
    };
    // The tokens are kept as text (token-style.tsx), beside the rest of the global styles; their
    // declarations are compared in any order, as the objects' keys are.
    const declarations = (text: string | null | undefined) => (text ?? '').split(/[{};]/).filter(Boolean).sort();
    const globalStyles = (sys: SystemContext) => ({ global: sys._global, tokens: declarations(tokenStyleOf(sys)) });
    const expected = (sys: SystemContext) => ({ global: sys._global.slice(0, -1), tokens: declarations(tokenCssText(sys._global.at(-1), sys.layers.atRule)) });
    expect(globalStyles(screensSystem())).toEqual(expected(without(UNUSED_PALETTES)));
    expect(globalStyles(system)).toEqual(expected(without([...UNUSED_PALETTES, ...SCREEN_ONLY_PALETTES])));
    for (const palette of SCREEN_ONLY_PALETTES) {
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined();
      expect(screensSystem().tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
      expect(screensSystem().tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
    for (const palette of UNUSED_PALETTES) {
      expect(screensSystem().tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined();
      expect(screensSystem().tokens.getByName(`colors.${palette}.solid`), palette).toBeUndefined();
    }
  });

  it('is not asked for a palette it leaves out: no code of the portal names one', () => {
    const named = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const naming = portalSources().filter((file) => named.test(fs.readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
