import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { screensSystem } from './screen-recipes';

/**
 * The signed-in screens' Chakra system (the entry's recipes and the screens'), inside the app's
 * DesignSystemProvider. Its tokens and global CSS are the entry system's, so nothing outside the
 * screens' own components changes. A lazy chunk imports it: /login never loads the screens' recipes.
 * Under a root already in the screens' system (a signed-in start, app/main.tsx) it adds nothing:
 * one system, and Chakra's global styles inserted once.
 */
export function ScreensProvider({ children }: { children: ReactNode }) {
  const system = screensSystem();
  if (useChakraContext() === system) return children;
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

export { screensSystem };
