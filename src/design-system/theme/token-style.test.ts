import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screensSystem } from './screen-recipes';
import { entrySystem } from './system';
import { tokenCssText, tokenStyleOf } from './token-style';

/** What Emotion's `Global` writes for a style object, as its server rendering puts it in the page. */
function emotionCss(styles: object): string {
  const markup = renderToStaticMarkup(createElement(Global, { styles: styles as never }));
  const css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup)?.[1];
  if (css === undefined) throw new Error(`Emotion wrote no style element: ${markup.slice(0, 80)}`);
  return css;
}

/**
 * The text without the white space stylis drops around a value's top-level commas and slashes
 * (`1 / 1`, a shadow's `a, b`): the same values, as every property that reads them sees them.
 */
function spaced(css: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i]!;
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (c === ' ' && depth === 0 && (/[,/]/.test(out.at(-1) ?? '') || /[/]/.test(css[i + 1] ?? ''))) continue;
    out += c;
  }
  return out;
}

describe('the tokens as text', () => {
  it("are what Emotion writes for Chakra's token styles, after Chakra's layer order, in both systems", () => {
    for (const system of [entrySystem(), screensSystem()]) {
      const text = tokenStyleOf(system);
      expect(text).toBeDefined();
      const tokens = system.getTokenCss();
      expect(spaced(text!)).toBe(spaced(`${system.layers.atRule}${emotionCss(tokens)}`));
      expect(text).toContain('--chakra-colors-gray-50:');
      // The global styles Emotion still writes are the rest: the reset and the base styles.
      expect(system._global.map((style) => Object.keys(style))).toEqual([['@layer reset'], ['@layer base']]);
    }
  });

  it('leave to Emotion any other shape: nested selectors, at-rules, values that are not a name and a value', () => {
    const order = '@layer reset, base, tokens, recipes;';
    expect(tokenCssText({ '@layer tokens': { '&:where(html)': { '--a': '1px', '--b': 2, '--c': ' ' } } }, order)).toBe(`${order}@layer tokens{:where(html){--a:1px;--b:2;}}`);
    expect(tokenCssText({ '@layer tokens': { '.dark &': { '--a': '1px' } } }, order)).toBeNull();
    expect(tokenCssText({ '@layer tokens': { '@media (min-width: 1px)': { ':where(html)': { '--a': '1px' } } } }, order)).toBeNull();
    expect(tokenCssText({ '@layer tokens': { ':where(html)': { color: 'red' } } }, order)).toBeNull();
    expect(tokenCssText({ '@layer tokens': { ':where(html)': { '--a': 'x;}body{color:red' } } }, order)).toBeNull();
    expect(tokenCssText(null, order)).toBeNull();
  });

  it("leave a system created without the portal's function as Chakra made it", () => {
    const plain = createSystem(defaultBaseConfig);
    expect(tokenStyleOf(plain)).toBeUndefined();
    expect(plain._global).toHaveLength(3);
  });
});
