/**
 * Chakra's system module. The build rewrites it (scripts/chakra-system-steps.ts): `createSystemSteps`
 * is `createSystem`'s body as a generator that pauses between the pieces of its work; a module that
 * is not rewritten (the dev server's pre-bundled Chakra) has no such export. Its package exports only
 * its index: vite.config.ts (CHAKRA_SYSTEM_STEPS) names the file.
 */
declare module '@chakra-ui/react/dist/esm/styled-system/system.js' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  export const createSystemSteps: ((...configs: SystemConfig[]) => Generator<void, SystemContext, void>) | undefined;
}
