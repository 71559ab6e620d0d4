/**
 * The rewritten token CSS of Chakra's system equals Chakra's own, for the portal's entry and screens'
 * systems: both versions of Chakra's module are loaded side by side and given the same config.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import { entrySystem } from '../src/design-system/theme/system';
import { screensSystem } from '../src/design-system/theme/screen-recipes';
import { withFastTokenCss } from './chakra-token-css';

const dir = path.resolve('node_modules/@chakra-ui/react/dist/esm/styled-system');
const original = fs.readFileSync(path.join(dir, 'system.js'), 'utf8');
const written: string[] = [];
/** Chakra's module, or its rewrite, as a module of its own beside the original (its imports are relative). */
async function createSystemFrom(code: string, name: string): Promise<(...configs: SystemConfig[]) => SystemContext> {
  const file = path.join(dir, `${name}-${process.pid}.mjs`);
  fs.writeFileSync(file, code);
  written.push(file);
  const module = (await import(/* @vite-ignore */ file)) as { createSystem: (...configs: SystemConfig[]) => SystemContext };
  return module.createSystem;
}
afterAll(() => written.forEach((file) => fs.rmSync(file, { force: true })));

type WithConfig = SystemContext & { _config: SystemConfig; getTokenCss: () => unknown };

describe('withFastTokenCss', () => {
  it("writes the same token CSS as Chakra's own function, for the entry's and the screens' systems", async () => {
    const rewritten = withFastTokenCss(original);
    expect(rewritten).not.toBe(original);
    const chakra = await createSystemFrom(original, 'system-chakra');
    const fast = await createSystemFrom(rewritten, 'system-fast');
    for (const system of [entrySystem(), screensSystem()] as WithConfig[]) {
      const expected = (chakra(system._config) as WithConfig).getTokenCss();
      const actual = (fast(system._config) as WithConfig).getTokenCss();
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      // And the shadows, which refer to other tokens, are expanded as Chakra expands them.
      expect(JSON.stringify(actual)).toContain('color-mix(in srgb, var(--chakra-colors-gray-900) 10%, transparent)');
    }
  });

  it('refuses a Chakra release whose function it does not know', () => {
    expect(() => withFastTokenCss(original.replace('const isAtRule', 'const atRule'))).toThrow(/not the one/);
  });
});
