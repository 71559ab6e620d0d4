import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { system } from './system';

export interface DesignSystemProviderProps {
  children: ReactNode;
}

/**
 * Chakra with the portal's system, plus the single <Toaster />.
 * The app also imports theme/fonts.ts once and registers the `ds` i18n namespace
 * (i18n/resources.ts) before rendering.
 */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
