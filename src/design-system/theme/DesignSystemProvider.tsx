import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { system } from './system';

/** Loaded beside the app rather than with it: nothing on the first screen needs it at once. */
const ToasterView = lazy(() => import('../components/ToasterView'));

export interface DesignSystemProviderProps {
  children: ReactNode;
}

/**
 * Chakra with the portal's system, plus the single toaster view (loaded beside the app).
 * The app also imports theme/fonts.ts once and registers the `ds` i18n namespace
 * (i18n/resources.ts) before rendering.
 */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </ChakraProvider>
  );
}
