/**
 * Chakra's default tokens, put together as its theme module does (theme/index.js), from the token
 * modules themselves. Taken through '@chakra-ui/react/theme', they would bring that module into the
 * entry chunk, and with it every default recipe it imports for its default config: the bundler
 * places a module where its importers are, used or not. system.test.ts checks that the system emits
 * the same tokens as Chakra's default config. The package exports no such path: vite.config.ts
 * (CHAKRA_THEME_MODULES) and tsconfig.json's `paths` name the files.
 */
import { animations as animationsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios as aspectRatiosTokens } from '@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs as blursTokens } from '@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders as bordersTokens } from '@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { colors as colorsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/colors.js';
import { cursor as cursorTokens } from '@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations as durationsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings as easingsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes as fontSizesTokens } from '@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights as fontWeightsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts as fontsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { letterSpacings as letterSpacingsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights as lineHeightsTokens } from '@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii as radiiTokens } from '@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes as sizesTokens } from '@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing as spacingTokens } from '@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices as zIndicesTokens } from '@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
import { semanticColors } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';

export const tokens = {
  aspectRatios: aspectRatiosTokens,
  animations: animationsTokens,
  blurs: blursTokens,
  borders: bordersTokens,
  colors: colorsTokens,
  durations: durationsTokens,
  easings: easingsTokens,
  fonts: fontsTokens,
  fontSizes: fontSizesTokens,
  fontWeights: fontWeightsTokens,
  letterSpacings: letterSpacingsTokens,
  lineHeights: lineHeightsTokens,
  radii: radiiTokens,
  spacing: spacingTokens,
  sizes: sizesTokens,
  zIndex: zIndicesTokens,
  cursor: cursorTokens,
};

export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/** As Chakra's theme names them. */
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';
