import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isToastShown, whenToastShown } from '../components/toast-shown';
import type { SystemContext } from '@chakra-ui/react';
import { entrySystem } from './system';
import { PortalChakraProvider } from './token-style';
import { FormatProvider } from '../format/FormatProvider';

/**
 * Loaded and mounted with the first toast: the login screen shows none and never loads the toast
 * machinery, and a screen's first render is not interrupted by the toast machine's start. The
 * toasts created before the view is in show when it mounts.
 */
const ToasterView = lazy(() => import('../components/ToasterView'));

function useToastShown(): boolean {
  const [shown, setShown] = useState(isToastShown);
  useEffect(() => whenToastShown(() => setShown(true)), []);
  return shown;
}

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** The Chakra system, when not the entry's (a signed-in start's: app/main.tsx). */
  system?: SystemContext;
}

/**
 * Chakra with the portal's system, the formats and texts of the active language (FormatProvider),
 * plus the single toaster view (from the first toast on).
 * The app also imports theme/fonts.ts once and registers the `ds` i18n namespace
 * (i18n/resources.ts) before rendering.
 */
export function DesignSystemProvider({ children, system }: DesignSystemProviderProps) {
  const toasted = useToastShown();
  return (
    <PortalChakraProvider value={system ?? entrySystem()}>
      <FormatProvider>
        {children}
        {toasted ? (
          <Suspense fallback={null}>
            <ToasterView />
          </Suspense>
        ) : null}
      </FormatProvider>
    </PortalChakraProvider>
  );
}
