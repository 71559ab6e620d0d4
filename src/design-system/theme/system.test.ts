import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { entryRecipes, entrySlotRecipes, portalConfig, system } from './system';
import './screen-recipes';

/**
 * The system carries only the recipes of the Chakra components we use. A component whose recipe is
 * missing would render unstyled, so this finds every component imported from '@chakra-ui/react'
 * under src/ and .storybook/, follows Chakra's own sources to the recipe keys it reads (including
 * the components it renders, e.g. DatePicker's IconButton), and requires each of them.
 */
const CHAKRA = path.resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

function importedChakraNames(files = [...sourceFiles('src'), ...sourceFiles('.storybook')]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Export name -> the file under dist/esm that defines it. */
function chakraExports(): Map<string, string> {
  const index = fs.readFileSync(path.join(CHAKRA, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, alias, from] of index.matchAll(/import \* as (\S+) from '(\.\/[^']+)'/g)) namespaces.set(alias!, from!);
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local!);
      if (file?.startsWith('./')) files.set(exported!.trim(), path.join(CHAKRA, file));
    }
  }
  return files;
}

/** Recipe keys read by a Chakra source file and the Chakra component files it imports. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(path.join(CHAKRA, 'components'))) return keys;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const [, key] of text.matchAll(/key: "(\w+)"/g)) keys.add(key!);
  for (const [, from] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    for (const key of recipeKeys(path.resolve(path.dirname(file), from!), seen)) keys.add(key);
  }
  return keys;
}

describe('design-system Chakra system', () => {
  const defaults = createSystem(defaultConfig);

  it('has the recipe of every Chakra component the app and stories use', () => {
    const exports = chakraExports();
    const names = [...importedChakraNames()];
    expect(names).toContain('Button');
    const missing: string[] = [];
    for (const name of names) {
      const file = exports.get(name);
      if (!file) continue;
      for (const key of recipeKeys(file)) {
        // Keys Chakra's default theme has no recipe for (e.g. pagination, text) stay unstyled anyway.
        if (defaults.hasRecipe(key) && !system.hasRecipe(key)) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has in the entry’s recipes every one that the entry and /login read', () => {
    // What renders before any other screen's chunk (and the screens' recipes) has loaded.
    const firstPaint = [
      'src/features/auth/components/LoginPage.tsx',
      'src/features/auth/components/FormAlert.tsx',
      'src/features/auth/components/PublicCard.tsx',
      'src/design-system/components/FormField.tsx',
      'src/design-system/components/PasswordInput.tsx',
      'src/design-system/components/LoadingOverlay.tsx',
      'src/design-system/components/ToasterView.tsx',
      'src/app/pages/RouteError.tsx',
      'src/app/pages/DeniedPage.tsx',
      'src/routing/NotFoundPage.tsx',
    ];
    const entry = new Set([...Object.keys(entryRecipes), ...Object.keys(entrySlotRecipes)]);
    const exports = chakraExports();
    const missing: string[] = [];
    for (const name of importedChakraNames(firstPaint)) {
      const file = exports.get(name);
      if (!file) continue;
      for (const key of recipeKeys(file)) if (defaults.hasRecipe(key) && !entry.has(key)) missing.push(`${name}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps each recipe exactly as in Chakra’s default theme, but a solid button is 44 px tall below md', () => {
    for (const key of Object.keys(system._config.theme?.recipes ?? {}).filter((key) => key !== 'button')) {
      expect(system.getRecipe(key), key).toStrictEqual(defaults.getRecipe(key));
    }
    const button = system.getRecipe('button');
    const { solid, ...otherVariants } = button.variants?.variant ?? {};
    const { solid: defaultSolid, ...defaultOtherVariants } = defaults.getRecipe('button').variants?.variant ?? {};
    expect({ ...button, variants: { ...button.variants, variant: otherVariants } }).toStrictEqual({
      ...defaults.getRecipe('button'),
      variants: { ...defaults.getRecipe('button').variants, variant: defaultOtherVariants },
    });
    expect(solid).toStrictEqual({ ...defaultSolid, minH: { base: '11', md: 'auto' } });
    for (const key of Object.keys(system._config.theme?.slotRecipes ?? {})) {
      expect(system.getSlotRecipe(key), key).toStrictEqual(defaults.getSlotRecipe(key));
    }
  });

  it('emits the same preflight, global CSS and tokens as the full default config', () => {
    expect(system._global).toEqual(createSystem(defaultConfig, portalConfig)._global);
  });
});
