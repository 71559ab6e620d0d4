import { createElement, useState, type ComponentType } from 'react';

/**
 * A lazy component that renders at once when what it needs is in by the time it mounts (`loaded`
 * names it then): it does not suspend, and the page does not commit a loading state and then draw
 * again. Else it is `Lazy`, which suspends until its load is done. What it renders is decided once,
 * at mount.
 */
export function loadedOrLazy(Lazy: ComponentType, loaded: () => ComponentType | undefined): ComponentType {
  function LoadedOrLazy() {
    const [Loaded] = useState(loaded);
    return createElement(Loaded ?? Lazy);
  }
  return LoadedOrLazy;
}
