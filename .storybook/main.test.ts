/**
 * Docs pages' Controls tables read a component's props from Storybook's docgen, which main.ts
 * narrows to the files that hold documented components (src/ and stories/, not the story files).
 */
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { docgenOnDocumented } from './main';

function docgenPlugin() {
  const transform = vi.fn(() => ({ code: 'parsed' }));
  return { plugin: { name: 'storybook:react-docgen-plugin', enforce: 'pre', transform } as Plugin, transform };
}

function run(plugin: unknown, id: string): unknown {
  const { transform } = plugin as { transform: (this: unknown, code: string, id: string) => unknown };
  return transform.call({}, 'export const A = () => null;', id);
}

describe('docgenOnDocumented', () => {
  it('parses the app’s components and the flows’ journey', () => {
    const { plugin, transform } = docgenPlugin();
    const narrowed = docgenOnDocumented(plugin);
    expect(run(narrowed, '/repo/src/design-system/components/StatusTag.tsx')).toEqual({ code: 'parsed' });
    expect(run(narrowed, '/repo/src/features/zones/components/ZonesPage.tsx')).toEqual({ code: 'parsed' });
    expect(run(narrowed, '/repo/stories/flows/AppJourney.tsx')).toEqual({ code: 'parsed' });
    expect(transform).toHaveBeenCalledTimes(3);
  });

  it('leaves every other module alone', () => {
    const { plugin, transform } = docgenPlugin();
    const narrowed = docgenOnDocumented(plugin);
    for (const id of [
      '/repo/simulator/core/city.ts',
      '/repo/src/api/contract/working-periods.ts',
      '/repo/src/features/zones/components/ZonesPage.stories.tsx',
      '/repo/.storybook/docs-page.tsx',
    ]) {
      expect(run(narrowed, id), id).toBeUndefined();
    }
    expect(transform).not.toHaveBeenCalled();
  });

  it('keeps any other plugin as it is', () => {
    const other = { name: 'vite:react', transform: () => null } as Plugin;
    expect(docgenOnDocumented(other)).toBe(other);
    expect(docgenOnDocumented(null)).toBeNull();
  });
});
