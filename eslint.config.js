// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint/layers.js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** Every feature folder: features never import each other (docs/architecture.md, "Layers and import rules"). */
const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/**
 * The simulator's areas: its folders named like a feature (simulator/<feature>/). An area never
 * imports another area: what areas share lives in simulator/core (beside the control surface, the
 * wires and the offline maps).
 */
const simulatorAreas = features.filter((name) => fs.existsSync(`simulator/${name}`));
const simulatorAreaZones = simulatorAreas.flatMap((name) =>
  simulatorAreas
    .filter((other) => other !== name)
    .map((other) => ({
      target: `simulator/${name}`,
      from: `simulator/${other}`,
      message: 'A simulator area imports no other area; what areas share lives in simulator/core.',
    })),
);

/**
 * The offline maps (simulator/geo: tiles, gazetteer, boundaries) are shared like the core: any area
 * may draw on them, and they import no area.
 */
const simulatorGeoZones = simulatorAreas.map((area) => ({
  target: 'simulator/geo',
  from: `simulator/${area}`,
  message: 'simulator/geo imports no area: the areas draw on the maps, never the other way.',
}));

/**
 * The core is what the areas build on: it imports no area (nor the offline maps). Its control
 * surface (core/control: seeding, scenarios, approvals) is the one part that composes the areas.
 */
const simulatorCoreZones = [...simulatorAreas, 'geo'].flatMap((area) => [
  {
    target: 'simulator/core',
    exceptTargets: ['control'],
    from: `simulator/${area}`,
    message: 'simulator/core imports no area (only core/control composes them): the areas build on the core, never the other way.',
  },
  {
    target: 'simulator/core/control',
    from: `simulator/${area}`,
    except: ['seed', 'control'],
    message: "core/control reaches an area only through its seed.ts and control.ts, never its internals.",
  },
]);

const layerZones = [
  // design-system -> api -> features -> app, one way only.
  { target: 'src/design-system', from: 'src/api', message: 'design-system imports nothing from api.' },
  { target: 'src/design-system', from: 'src/features', message: 'design-system imports nothing from features.' },
  { target: 'src/design-system', from: 'src/app', message: 'design-system imports nothing from app.' },
  { target: 'src/design-system', from: 'simulator', message: 'design-system never imports the simulator.' },
  { target: 'src/api', from: 'src/features', message: 'api imports nothing from features.' },
  { target: 'src/api', from: 'src/app', message: 'api imports nothing from app.' },
  { target: 'src/api', from: 'simulator', message: 'api never imports the simulator.' },
  { target: 'src/features', from: 'src/app', message: 'features import nothing from app.' },
  { target: 'src/features', from: 'simulator', message: 'features never import the simulator.' },
  // The simulator imports only the contract from the app.
  {
    target: 'simulator',
    from: 'src',
    except: ['api/contract'],
    message: 'The simulator imports only src/api/contract from the app, never UI.',
  },
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [name],
    message: 'Features do not import each other.',
  })),
  // A feature's routes.ts is data that every feature reaches through the route table: it imports
  // only the definition types statically; its screens and namespace load through import().
  ...features.map((name) => ({
    target: `src/features/${name}/routes.ts`,
    from: 'src',
    except: ['routing/feature-routes'],
    staticOnly: true,
    message: "A feature's routes.ts is data: it imports only src/routing/feature-routes; its screens load through import().",
  })),
  // The route table assembles the features' definitions: src/routing imports from a feature its routes.ts only.
  {
    target: 'src/routing',
    from: 'src/features',
    except: features.map((name) => `${name}/routes`),
    message: "src/routing imports from a feature only its routes.ts (the route table assembles them).",
  },
  ...simulatorAreaZones,
  ...simulatorGeoZones,
  ...simulatorCoreZones,
];

/**
 * Test files of src/ may also use the simulator itself (a feature's fetchers are tested against it,
 * as its stories are); every other rule of the layers holds for them too.
 */
const testLayerZones = layerZones.filter((zone) => !(zone.from === 'simulator' && zone.target.startsWith('src/')));

/**
 * Chakra components the app uses only through the design system's compositions: each is refused
 * everywhere in src/, the stories and .storybook/ but in the file that composes it.
 */
const CHAKRA_COMPOSED = [
  {
    names: ['Menu', 'Tooltip'],
    file: 'src/design-system/components/overlays.tsx',
    message: "Use Menu and Tooltip from src/design-system/components/overlays.tsx: Chakra's own render their closed content on every render.",
  },
  {
    names: ['Dialog'],
    file: 'src/design-system/components/Dialog.tsx',
    message: 'Use Dialog from src/design-system/components/Dialog.tsx: every dialog of the portal is composed there once.',
  },
];

/**
 * One config per composing file (it may import its own component) and one for every other file.
 * @returns {import('typescript-eslint').ConfigArray}
 */
function chakraOverlayRules() {
  const files = ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'];
  /** @param {typeof CHAKRA_COMPOSED} composed @returns {import('eslint').Linter.RuleEntry} */
  const rule = (composed) => [
    'error',
    { paths: composed.map(({ names, message }) => ({ name: '@chakra-ui/react', importNames: names, message })) },
  ];
  return [
    { files, ignores: CHAKRA_COMPOSED.map((c) => c.file), rules: { 'no-restricted-imports': rule(CHAKRA_COMPOSED) } },
    ...CHAKRA_COMPOSED.map((own) => ({
      files: [own.file],
      rules: { 'no-restricted-imports': rule(CHAKRA_COMPOSED.filter((c) => c !== own)) },
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build-reports',
      'dist-*',
      'storybook-static',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      portal: layersPlugin(layerZones),
      'portal-tests': layersPlugin(testLayerZones),
      'react-hooks': reactHooks,
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'portal/layers': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render server text as HTML.',
        },
      ],
    },
  },
  {
    // Every import is a declared dependency, and no module imports itself back through others.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, optionalDependencies: false, peerDependencies: false }],
      // A chain through an import() is no cycle at load: the route table reaches every screen only
      // through its route's lazy `load`, and screens link back through routePath.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'portal/layers': 'off', 'portal-tests/layers': 'error' },
  },
  {
    // The simulator's handlers come from core/msw-http.ts, which reads cookies only in the handler that answers.
    files: ['simulator/**/*.ts'],
    ignores: ['simulator/core/msw-http.ts', 'simulator/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'msw', importNames: ['http'], message: "Use http from simulator/core/msw-http.ts: msw's own parses cookies in every handler it tries." }] },
      ],
    },
  },
  // Chakra's overlays are composed once in the design system: menus and tooltips render their content
  // only while open (overlays.tsx), every dialog is the one dialog (Dialog.tsx).
  ...chakraOverlayRules(),
  {
    // The API layer may touch raw responses; nothing else may use `any`.
    files: ['src/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
