import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stopOwnerStacks } from '../.storybook/owner-stacks';

/** The stack React recorded for an element (its development build's `_debugStack`). */
const stackOf = (element: unknown) => (element as { _debugStack?: unknown })._debugStack;

describe('stopOwnerStacks', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('records a stack for each element until stopped, then none', () => {
    // From a count of 0, as React's renderer resets it each second (Node renders nothing here).
    stopOwnerStacks()?.();
    const a = createElement('p');
    const b = createElement('p');
    expect(stackOf(a)).toBeInstanceOf(Error);
    expect(stackOf(a)).not.toBe(stackOf(b));

    restore = stopOwnerStacks();
    expect(restore, 'this React counts the owner stacks it records').not.toBeNull();
    // Unrecorded elements all share React's one placeholder stack.
    expect(stackOf(createElement('p'))).toBe(stackOf(createElement('span')));
  });

  it('gives React its count back', () => {
    stopOwnerStacks()?.();
    expect(stackOf(createElement('p'))).not.toBe(stackOf(createElement('p')));
  });
});
