import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isToasterLoaded, whenToasterLoaded } from '../components/toaster-loaded';
import type { SystemContext } from '@chakra-ui/react';
import { entrySystem } from './system';
import { FormatProvider } from '../format/FormatProvider';

/**
 * Loaded once the toaster's store has (with the first chunk that may show a toast): the login
 * screen shows none and never loads the toast machinery. A toast shown before the view is in
 * shows when it mounts.
 */
const ToasterView = lazy(() => import('../components/ToasterView'));

function useToasterLoaded(): boolean {
  const [loaded, setLoaded] = useState(isToasterLoaded);
  useEffect(() => whenToasterLoaded(() => setLoaded(true)), []);
  return loaded;
}

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** The Chakra system, when not the entry's (a signed-in start's: app/main.tsx). */
  system?: SystemContext;
}

/**
 * Chakra with the portal's system, the formats and texts of the active language (FormatProvider),
 * plus the single toaster view (loaded with the toaster's store).
 * The app also imports theme/fonts.ts once and registers the `ds` i18n namespace
 * (i18n/resources.ts) before rendering.
 */
export function DesignSystemProvider({ children, system }: DesignSystemProviderProps) {
  const toasted = useToasterLoaded();
  return (
    <ChakraProvider value={system ?? entrySystem()}>
      <FormatProvider>
        {children}
        {toasted ? (
          <Suspense fallback={null}>
            <ToasterView />
          </Suspense>
        ) : null}
      </FormatProvider>
    </ChakraProvider>
  );
}
