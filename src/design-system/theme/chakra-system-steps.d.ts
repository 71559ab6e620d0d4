/**
 * Chakra's system module as the build rewrites it (scripts/chakra-system-steps.ts): `createSystem`'s
 * body as a generator that pauses between the pieces of its work. Its package exports only its
 * index: vite.config.ts (CHAKRA_SYSTEM_STEPS) names the file.
 */
declare module '@chakra-ui/react/dist/esm/styled-system/system.js' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>;
}
