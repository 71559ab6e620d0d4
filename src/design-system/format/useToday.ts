import { useState } from 'react';

/**
 * "Today" for components, read once per mount. Pure code never reads the clock:
 * it takes `today` as an argument. Stories pass a fixed `today` prop (2026-11-21)
 * or rely on the fixed clock of the Storybook preview.
 */
export function useToday(today?: Date): Date {
  const [now] = useState(() => new Date());
  return today ?? now;
}
