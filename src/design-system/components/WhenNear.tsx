/**
 * Builds its content only once the reader comes near it (near-viewport.ts). Until then it holds
 * the content's estimated height, so the page's length and the scroll bar stay as they will be,
 * and content below does not move while the reader looks at it.
 */
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './near-viewport';

export interface WhenNearProps {
  /** The content's height once built, in px, as near as can be told before building it. */
  estimatedHeight: number;
  children: ReactNode;
}

export function WhenNear({ estimatedHeight, children }: WhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (near) return children;
  return <div ref={ref} data-deferred="" style={{ minHeight: estimatedHeight }} />;
}
