import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { factsOf, firstPaintClosure, type ModuleGraph } from './first-paint-closure';

/** A graph of modules given as source text; a specifier './x' resolves to the module 'x'. */
function graphOf(modules: Record<string, string>, commonJs: Record<string, string[]> = {}): ModuleGraph {
  const resolve = async (source: string) => {
    const id = source.replace(/^\.\//, '');
    return id in modules || id in commonJs ? id : null;
  };
  const exportsOf = (id: string): Set<string> => {
    const names = new Set<string>();
    const code = modules[id] ?? '';
    for (const m of code.matchAll(/export\s+(?:const|function|class)\s+(\w+)|export\s*\{([^}]*)\}/g)) {
      if (m[1]) names.add(m[1]);
      for (const part of (m[2] ?? '').split(',').filter((p) => p.trim())) names.add(part.trim().split(/\s+as\s+/).pop() ?? '');
    }
    for (const m of code.matchAll(/export \* from '\.\/(\w+)'/g)) for (const n of exportsOf(m[1] ?? '')) names.add(n);
    return names;
  };
  return {
    facts: async (id) => {
      const code = modules[id];
      return code === undefined ? undefined : factsOf(parseAst(code), resolve);
    },
    importedIds: (id) => commonJs[id] ?? [],
    provides: (id, name) => !(id in modules) || exportsOf(id).has(name),
  };
}

const library = {
  // A package's index: imports then re-exports, as Zag's are.
  index: `import { Box } from './box'; import { machine } from './picker-machine';\nexport { Box, machine };\nexport { Menu as MenuRoot } from './menu';\nexport * from './toast';\nexport * as Tabs from './tabs';`,
  box: `import { css } from './styled';\nexport const Box = () => css('box');`,
  styled: `export function css(x) { return x; }`,
  'picker-machine': `import { calendar } from './calendar';\nexport const machine = () => calendar;`,
  calendar: `export const calendar = 1;`,
  menu: `export const Menu = 1;`,
  toast: `export const toast = 1; export const Toaster = 2;`,
  tabs: `export const List = 1;`,
};

describe('firstPaintClosure', () => {
  it("follows a package's index only for the names asked of it", async () => {
    const graph = graphOf({ ...library, layout: `import { Box } from './index';\nexport const Layout = () => Box;` });
    const needed = await firstPaintClosure(['layout'], graph);
    expect([...needed].sort()).toEqual(['box', 'index', 'layout', 'styled']);
  });

  it('takes a renamed re-export, a name behind `export *` and a namespace re-export whole', async () => {
    const graph = graphOf({ ...library, header: `import { MenuRoot, toast, Tabs } from './index';\nexport const Header = [MenuRoot, toast, Tabs];` });
    const needed = await firstPaintClosure(['header'], graph);
    expect([...needed].sort()).toEqual(['header', 'index', 'menu', 'tabs', 'toast']);
  });

  it('needs a module with code of its own whole, with everything it imports', async () => {
    const graph = graphOf({ ...library, page: `import { Box, machine } from './index';\nexport const Page = () => [Box, machine];` });
    const needed = await firstPaintClosure(['page'], graph);
    expect(needed).toContain('picker-machine');
    expect(needed).toContain('calendar');
    expect(needed).not.toContain('menu');
  });

  it('takes a module imported for its effects, and a namespace import of an index whole', async () => {
    const graph = graphOf({ ...library, app: `import './styled';\nimport * as lib from './index';\nexport const App = lib;` });
    const needed = await firstPaintClosure(['app'], graph);
    expect([...needed].sort()).toEqual(['app', 'box', 'calendar', 'index', 'menu', 'picker-machine', 'styled', 'tabs', 'toast']);
  });

  it('needs a module it cannot read as ES with everything it imports', async () => {
    const graph = graphOf({ entry: `import React from './react';\nexport const Entry = React;` }, { react: ['scheduler'], scheduler: [] });
    const needed = await firstPaintClosure(['entry'], graph);
    expect([...needed].sort()).toEqual(['entry', 'react', 'scheduler']);
  });
});
