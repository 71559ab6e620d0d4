import { useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { screensSystem, screensSystemInSteps } from './screen-recipes';
import { StyleSheetPerTask } from './StyleSheetPerTask';
import { PortalChakraProvider } from './token-style';

/**
 * The signed-in screens' Chakra system (the entry's recipes and the screens'), inside the app's
 * DesignSystemProvider. Its tokens and global CSS are the entry system's, so nothing outside the
 * screens' own components changes. A lazy chunk imports it: /login never loads the screens' recipes.
 * Under a root already in the screens' system (a signed-in start, app/main.tsx) it adds no provider:
 * one system, and Chakra's global styles inserted once.
 *
 * The screens draw in many slices: from here on, Emotion's rules go into a style sheet per task
 * (style-sheet-per-task.ts). /login, with few rules, does without it and without its code.
 */
export function ScreensProvider({ children }: { children: ReactNode }) {
  const system = screensSystem();
  const inner = useChakraContext() === system ? children : <PortalChakraProvider value={system}>{children}</PortalChakraProvider>;
  return (
    <>
      <StyleSheetPerTask />
      {inner}
    </>
  );
}

export { screensSystem, screensSystemInSteps };
