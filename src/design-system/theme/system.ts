import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from './chakra-tokens';
import { tokensAsText } from './token-style';
import {
  BRAND,
  CHANNEL_FALLBACK_PALETTE,
  DIFF_NEGATIVE,
  DIFF_NEGATIVE_TEXT,
  DIFF_POSITIVE,
  DIFF_POSITIVE_TEXT,
  POLYGON_COLOR,
  POLYGON_EDITING_GREY,
  STATUS_COLORS,
  STATUS_TEXT_COLORS,
} from './colors';

const brandTokens = Object.fromEntries(
  Object.entries(BRAND).map(([step, value]) => [step, { value }]),
) as Record<keyof typeof BRAND, { value: string }>;

const channelPaletteTokens = Object.fromEntries(
  CHANNEL_FALLBACK_PALETTE.map((value, i) => [String(i), { value }]),
);

/** Motion is removed for users who ask for it and for deterministic tests. */
const noMotion = {
  '*, *::before, *::after': {
    animationDuration: '0.01ms !important',
    animationDelay: '0s !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
    transitionDelay: '0s !important',
    scrollBehavior: 'auto !important',
  },
};

/**
 * Chakra's button, but a screen's main action (a solid button) is a finger's 44 px tall on a phone,
 * whatever its size; from md up it keeps Chakra's heights.
 */
function touchButtonRecipe() {
  const variant = buttonRecipe.variants?.variant;
  return {
    ...buttonRecipe,
    variants: { ...buttonRecipe.variants, variant: { ...variant, solid: { ...variant?.solid, minH: { base: '11', md: 'auto' } } } },
  };
}

/**
 * The recipes of what renders before any screen but /login has loaded: the entry (error, denied and
 * not-found pages, the loading overlay, the toasts) and the login screen. The signed-in screens render
 * inside ScreensProvider, whose system has these and the screens' own (screen-recipes.ts).
 */
export const entryRecipes = {
  button: touchButtonRecipe(),
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const entrySlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's colour palettes that no screen of the portal uses. Creating a system costs in proportion
 * to its tokens (and each palette adds its variables to every page's style sheet): neither system
 * has them, and `system.test.ts` fails if the portal's code names one.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;

/**
 * Chakra's colour palettes that no screen before sign-in uses. The entry's system is created on
 * /login's first load: it leaves these out, and the screens' system adds them back
 * (`screenPalettes`), with their semantic tokens.
 */
export const SCREEN_ONLY_PALETTES = ['yellow', 'purple'] as const;

function splitPalettes<T extends Record<string, unknown>>(group: T): { entry: Partial<T>; screens: Partial<T> } {
  const screenOnly = (key: string) => (SCREEN_ONLY_PALETTES as readonly string[]).includes(key);
  const unused = (key: string) => (UNUSED_PALETTES as readonly string[]).includes(key);
  return {
    entry: Object.fromEntries(Object.entries(group).filter(([key]) => !screenOnly(key) && !unused(key))) as Partial<T>,
    screens: Object.fromEntries(Object.entries(group).filter(([key]) => screenOnly(key))) as Partial<T>,
  };
}

const paletteTokens = splitPalettes(tokens.colors);
const paletteSemanticTokens = splitPalettes(semanticTokens.colors);

/** The palettes only the signed-in screens use, for the screens' system (screen-recipes.ts). */
export const screenPalettes = defineConfig({
  theme: { tokens: { colors: paletteTokens.screens }, semanticTokens: { colors: paletteSemanticTokens.screens } },
});

/**
 * Chakra's global CSS but for the custom properties it declares on every element (`*`): those of its
 * `ring`, `filter: auto` and `backdropFilter: auto` utilities, which no component of the portal uses,
 * are left out, and the fonts' and the border colour's are declared on the root, from where every
 * element inherits them. Custom properties declared on `*` give each element a set of its own, and
 * every style recalculation of the page pays for them on every element.
 */
const { '*': chakraUniversal, html: chakraRoot, ...chakraGlobalRest } = globalCss;
export const ROOT_VARIABLES = ['--global-font-mono', '--global-font-body', '--global-color-border'] as const;
export const portalGlobalCss: typeof globalCss = {
  '*': { fontFeatureSettings: chakraUniversal?.fontFeatureSettings },
  html: {
    ...chakraRoot,
    ...Object.fromEntries(ROOT_VARIABLES.map((name) => [name, (chakraUniversal as Record<string, unknown> | undefined)?.[name]])),
  },
  ...chakraGlobalRest,
};

/**
 * Chakra's default theme with only the recipes of the components we use (the default config
 * carries about sixty, all in the entry): the entry's here, the screens' in the screens' system.
 * Tokens (but the screens' own palettes), semantic tokens, text/layer/animation styles, global CSS
 * and preflight are Chakra's own, unchanged. A component whose recipe is missing renders unstyled: the story pictures of every screen
 * show it (a public page's story renders with this system alone, as the app does).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: portalGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: paletteTokens.entry },
    semanticTokens: { ...semanticTokens, colors: paletteSemanticTokens.entry },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: entryRecipes,
    slotRecipes: entrySlotRecipes,
  },
});

/** The portal's own tokens and global CSS, on top of Chakra's theme. */
export const portalConfig = defineConfig({
  globalCss: {
    /**
     * Animations off:
     *  - automatically under `prefers-reduced-motion: reduce`;
     *  - on demand with the `data-disable-animations` attribute on <html> (or any ancestor),
     *    e.g. `document.documentElement.dataset.disableAnimations = ''` in Storybook/e2e,
     *    or `disableAnimations()` from theme/motion.ts.
     */
    '@media (prefers-reduced-motion: reduce)': noMotion,
    '[data-disable-animations]': noMotion['*, *::before, *::after'],
    '[data-disable-animations] *, [data-disable-animations] *::before, [data-disable-animations] *::after':
      noMotion['*, *::before, *::after'],
    /**
     * A heading or landmark that takes focus only so that a navigation starts there (tabindex=-1,
     * never reached with Tab) shows no focus ring: it is not a control.
     */
    'h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        brand: brandTokens,
        diffRaw: {
          positive: { value: DIFF_POSITIVE },
          negative: { value: DIFF_NEGATIVE },
        },
        polygon: {
          stroke: { value: POLYGON_COLOR },
          editing: { value: POLYGON_EDITING_GREY },
        },
        channel: channelPaletteTokens,
        statusRaw: {
          ok: { value: STATUS_COLORS.ok },
          warning: { value: STATUS_COLORS.warning },
          critical: { value: STATUS_COLORS.critical },
          pending: { value: STATUS_COLORS.pending },
          unknown: { value: STATUS_COLORS.unknown },
        },
      },
      opacity: {
        polygonFill: { value: 0.2 },
      },
      sizes: {
        numericColumnMin: { value: '125px' },
        numericColumnMax: { value: '135px' },
      },
    },
    semanticTokens: {
      colors: {
        /**
         * Neutral controls (inputs, selects, checkboxes) draw their focus ring in gray.focusRing:
         * Chakra's gray.400 is 2.6:1 on white, under the 3:1 of WCAG 1.4.11. The brand's ring is.
         */
        gray: {
          focusRing: { value: '{colors.brand.500}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
        /** Chakra's default red.500 error text fails WCAG AA on white (3.76:1); red.700 passes. Same for warning/success. */
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        diff: {
          /** Spec colours: use for indicators, chart series, borders. */
          positive: { value: '{colors.diffRaw.positive}' },
          negative: { value: '{colors.diffRaw.negative}' },
          /** Text on light backgrounds (WCAG AA). */
          positiveText: { value: { _light: DIFF_POSITIVE_TEXT, _dark: DIFF_POSITIVE } },
          negativeText: { value: { _light: DIFF_NEGATIVE_TEXT, _dark: DIFF_NEGATIVE } },
          neutralText: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.300}' } },
        },
        status: {
          ok: { value: '{colors.statusRaw.ok}' },
          warning: { value: '{colors.statusRaw.warning}' },
          critical: { value: '{colors.statusRaw.critical}' },
          pending: { value: '{colors.statusRaw.pending}' },
          unknown: { value: '{colors.statusRaw.unknown}' },
          okText: { value: STATUS_TEXT_COLORS.ok },
          warningText: { value: STATUS_TEXT_COLORS.warning },
          criticalText: { value: STATUS_TEXT_COLORS.critical },
          pendingText: { value: STATUS_TEXT_COLORS.pending },
          unknownText: { value: STATUS_TEXT_COLORS.unknown },
        },
        incident: {
          level1: { value: '{colors.statusRaw.ok}' },
          level2: { value: '{colors.statusRaw.warning}' },
          level3: { value: '{colors.statusRaw.critical}' },
          level4: { value: '{colors.statusRaw.unknown}' },
        },
        row: {
          /** Light red background of invalid rows (transactions). */
          invalid: { value: { _light: '#FDECEF', _dark: '#4A1520' } },
          expanded: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
        },
      },
    },
  },
});

/**
 * A system of the portal: Chakra's base config, the entry's theme and recipes, the portal's tokens
 * and global CSS, and whatever configs are given after them (the screens' recipes, screen-recipes.ts).
 * Its tokens' CSS variables are kept as text, for `PortalChakraProvider` (token-style.tsx).
 */
export function createPortalSystem(...configs: SystemConfig[]): SystemContext {
  return tokensAsText(createSystem(...portalConfigs(configs)));
}

function portalConfigs(configs: SystemConfig[]): SystemConfig[] {
  return [defaultBaseConfig, ...[chakraTheme, portalConfig, ...configs].map(lightModeOnly)];
}

/** Chakra's `createSystem` as a generator that pauses between the pieces of its work (scripts/chakra-system-steps.ts). */
export type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

/**
 * The system `createPortalSystem` creates, in pieces: `pause` lets the browser run between them, so
 * that creating it is not one long task. For a start, which creates its system before its first
 * render (app/main.tsx). The app's build gives Chakra's `createSystem` its steps; without them (the
 * dev server serves Chakra pre-bundled, not rewritten) the system is created at once.
 */
export async function createPortalSystemInSteps(steps: SystemSteps | undefined, pause: () => Promise<void>, ...configs: SystemConfig[]): Promise<SystemContext> {
  if (!steps) return createPortalSystem(...configs);
  const creating = steps(...portalConfigs(configs));
  for (;;) {
    const step = creating.next();
    if (step.done) return tokensAsText(step.value);
    await pause();
  }
}

/** A semantic token's value per colour mode, as Chakra's theme and ours write them. */
function isModeValue(value: unknown): value is { _light: unknown } {
  return typeof value === 'object' && value !== null && '_light' in value && Object.keys(value).every((key) => key === '_light' || key === '_dark');
}

function lightValues(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, key === 'value' && isModeValue(value) ? value._light : lightValues(value)]);
  return Object.fromEntries(entries);
}

/**
 * The portal has one colour mode, the light one: nothing sets Chakra's `dark` class, and neither spec
 * asks for another. A semantic token written per mode (`{ _light, _dark }`, as all of Chakra's colours
 * and shadows are) keeps its light value only, so creating a system, which every start pays before
 * its first render, does not build the conditional tokens of a mode never shown, and the page's token
 * CSS carries no `.dark` rules. Whoever adds a dark mode removes this.
 */
export function lightModeOnly(config: SystemConfig): SystemConfig {
  const semanticTokens = config.theme?.semanticTokens;
  if (!semanticTokens) return config;
  return { ...config, theme: { ...config.theme, semanticTokens: lightValues(semanticTokens) as typeof semanticTokens } };
}

let entry: SystemContext | undefined;

/**
 * The entry's system: what renders before any signed-in screen, /login included. Created on first
 * use: a start that may be signed in renders in the screens' system from its first paint and never
 * creates this one (app/main.tsx).
 */
export function entrySystem(): SystemContext {
  entry ??= createPortalSystem();
  return entry;
}

/** The entry's system, created in pieces if it is not yet (`createPortalSystemInSteps`). */
export async function entrySystemInSteps(steps: SystemSteps | undefined, pause: () => Promise<void>): Promise<SystemContext> {
  entry ??= await createPortalSystemInSteps(steps, pause);
  return entry;
}
