import { createElement, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadedOrLazy } from './loaded-or-lazy';

const Screen = () => createElement('h1', null, 'The screen');
const never = lazy(() => new Promise<{ default: typeof Screen }>(() => undefined));
const inSuspense = (component: () => ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, component()));

describe('loadedOrLazy', () => {
  it('renders what is loaded at mount at once, without suspending', () => {
    const Component = loadedOrLazy(never, () => Screen);
    const html = inSuspense(() => createElement(Component));
    expect(html).toContain('<h1>The screen</h1>');
    expect(html).not.toContain('Loading');
  });

  it('suspends on the lazy component while nothing is loaded', () => {
    const Component = loadedOrLazy(never, () => undefined);
    const html = inSuspense(() => createElement(Component));
    expect(html).toContain('<p>Loading</p>');
    expect(html).not.toContain('The screen');
  });
});
