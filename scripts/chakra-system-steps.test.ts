/**
 * Chakra's system module rewritten in steps creates the same system as Chakra's own, at once
 * (`createSystem`) or step by step (`createSystemSteps`), for the portal's entry and screens'
 * systems: both versions of the module are loaded side by side and given the same config.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { createPortalSystem, createPortalSystemInSteps, entrySystem, screenPalettes } from '../src/design-system/theme/system';
import { tokenStyleOf } from '../src/design-system/theme/token-style';
import { screensSystem } from '../src/design-system/theme/screen-recipes';
import { withFastTokenCss } from './chakra-token-css';
import { withClonedMerge, withSystemSteps } from './chakra-system-steps';

const dir = path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system');
const original = fs.readFileSync(path.join(dir, 'system.js'), 'utf8');
const originalMerge = fs.readFileSync(path.join(dir, 'merge-config.js'), 'utf8');
const written: string[] = [];

type Create = (...configs: SystemConfig[]) => SystemContext;
type Steps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

/** Chakra's module, or its rewrite, as a module of its own beside the original (its imports are relative). */
async function load(code: string, name: string): Promise<{ createSystem: Create; createSystemSteps?: Steps }> {
  const file = path.join(dir, `${name}-${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  written.push(file);
  return (await import(/* @vite-ignore */ file)) as { createSystem: Create; createSystemSteps?: Steps };
}

/** The rewritten system module, with Chakra's merge module rewritten beside it, as the build rewrites both. */
function steppedModule(code: string): string {
  const merge = `merge-config-cloned-${process.pid}.mjs`;
  fs.writeFileSync(path.join(dir, merge), withClonedMerge(originalMerge));
  written.push(path.join(dir, merge));
  return code.replace("from './merge-config.js'", `from './${merge}'`);
}
afterAll(() => written.forEach((file) => fs.rmSync(file, { force: true })));

type Inner = SystemContext & { _config: SystemConfig; getTokenCss: () => unknown };

/** What a system is made of that can be compared: its config, global styles, tokens and what its functions write. */
function facts(system: SystemContext) {
  return JSON.stringify({
    global: system._global,
    tokens: (system as Inner).getTokenCss(),
    names: system.tokens.allTokens.map((token) => [token.name, token.value]),
    properties: [...system.properties].sort(),
    breakpoints: system.breakpoints.keys(),
    css: system.css({ color: 'brand.fg', px: { base: '2', md: '4' }, _hover: { bg: 'gray.100' }, textStyle: 'sm' }),
    token: system.token('colors.gray.700'),
  });
}

describe('withSystemSteps', () => {
  it("creates the systems Chakra's own function creates, at once and step by step", async () => {
    const chakra = await load(original, 'system-chakra-steps');
    const stepped = await load(steppedModule(withSystemSteps(original)), 'system-steps');
    // The build rewrites the module twice; the two rewrites leave each other's text alone.
    const both = await load(steppedModule(withSystemSteps(withFastTokenCss(original))), 'system-both');
    for (const portal of [entrySystem(), screensSystem()] as Inner[]) {
      const expected = facts(chakra.createSystem(portal._config));
      expect(facts(stepped.createSystem(portal._config))).toBe(expected);
      expect(facts(both.createSystem(portal._config))).toBe(expected);

      const run = stepped.createSystemSteps!(portal._config);
      let pauses = 0;
      let step = run.next();
      while (!step.done) {
        pauses += 1;
        step = run.next();
      }
      // The one config cloned, then the merge, the token dictionary, utilities and the global styles.
      expect(pauses).toBe(1 + 6);
      expect(facts(step.value)).toBe(expected);
    }
    expect(chakra.createSystemSteps).toBeUndefined();
  });

  it("gives the portal's systems, created with a pause between the steps, their tokens as text", async () => {
    const stepped = await load(steppedModule(withSystemSteps(original)), 'system-portal-steps');
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const inSteps = await createPortalSystemInSteps(stepped.createSystemSteps!, pause, screenPalettes);
    const atOnce = createPortalSystem(screenPalettes);
    // Chakra's base, its theme, the portal's config and the screens' palettes, each cloned; then the rest.
    expect(pauses).toBe(4 + 6);
    expect(facts(inSteps)).toBe(facts(atOnce));
    expect(tokenStyleOf(inSteps)).toBe(tokenStyleOf(atOnce));
    expect(tokenStyleOf(inSteps)).toContain('--chakra-colors-purple-500:');
    // Without the rewrite (the dev server's pre-bundled Chakra), at once.
    const atOnceToo = await createPortalSystemInSteps(undefined, pause, screenPalettes);
    expect(pauses).toBe(4 + 6);
    expect(facts(atOnceToo)).toBe(facts(atOnce));
  });

  it('refuses a Chakra release whose function it does not know', () => {
    expect(() => withSystemSteps(original.replace('const utility = createUtility({', 'const utilities$ = createUtility({'))).toThrow(/not the one/);
    expect(() => withSystemSteps(original.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(/not the one/);
    expect(() => withSystemSteps(original.replace('mergeConfigs(...configs)', 'mergeConfigs(configs)'))).toThrow(/not the one/);
    expect(() => withClonedMerge(originalMerge.replace('configs.map(clone)', 'configs'))).toThrow(/not the one/);
  });
});
