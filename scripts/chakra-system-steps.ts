/**
 * Creating a Chakra system is one function that runs to its end: its config merged, its token
 * dictionary, its conditions and utilities, its reset, its global styles and its tokens' CSS. Every
 * start pays for it before its first render, and on a phone it is the longest task of /login.
 *
 * `withSystemSteps` rewrites Chakra's `styled-system/system.js` so that the same body is a generator,
 * `createSystemSteps`, that pauses between those pieces; `createSystem` runs it to its end at once,
 * as before. The app runs it with a pause for the browser between the pieces (`createPortalSystemInSteps`,
 * src/design-system/theme/system.ts), so no piece waits for the others to let the page respond.
 * Nothing else in the module changes. scripts/chakra-system-steps.test.ts holds both functions'
 * systems to Chakra's own.
 */

/**
 * The merged config: each config cloned in a piece of its own (the merge clones every config it is
 * given, the largest part of merging), then the clones merged. Chakra's merge, rewritten by
 * `withClonedMerge`, merges clones it is given as it merged its own.
 */
const MERGE = '  const config = mergeConfigs(...configs);\n';
const MERGE_IN_STEPS = `  const cloned = [];
  for (const each of configs) {
    cloned.push(clone(each));
    yield;
  }
  const config = mergeClonedConfigs(cloned);
`;
const MERGE_IMPORT = "import { mergeConfigs } from './merge-config.js';\n";
const MERGE_IMPORT_IN_STEPS = "import { mergeClonedConfigs } from './merge-config.js';\nimport { clone } from '../utils/clone.js';\n";

/** Where the rewrite pauses, after each of these statements as Chakra's 3.x releases write them. */
const PAUSES = [
  // the merged config and its layers
  '  const layers = createLayers(config);\n',
  // the token dictionary
  '    prefix: cssVarsPrefix\n  });\n',
  // breakpoints, conditions and utilities
  '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
];

/** Chakra's global styles, each its own piece. */
const GLOBAL = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const GLOBAL_IN_STEPS = `  const preflightCss = getPreflightCss();
  yield;
  const globalStyles = getGlobalCss();
  yield;
  const _global = [preflightCss, globalStyles, getTokenCss()];
  yield;
`;

const HEAD = 'function createSystem(...configs) {\n';
const HEAD_IN_STEPS = 'function* createSystemSteps(...configs) {\n';
const EXPORTS = 'export { createSystem, isValidSystem };';
const EXPORTS_IN_STEPS = `function createSystem(...configs) {
  const steps = createSystemSteps(...configs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export { createSystem, createSystemSteps, isValidSystem };`;

function once(code: string, text: string): void {
  const at = code.indexOf(text);
  if (at < 0 || code.indexOf(text, at + 1) >= 0) {
    throw new Error(`Chakra's createSystem is not the one scripts/chakra-system-steps.ts rewrites (${JSON.stringify(text.trim().slice(0, 40))}): check it against this Chakra release.`);
  }
}

export function withSystemSteps(code: string): string {
  for (const text of [HEAD, EXPORTS, GLOBAL, MERGE, MERGE_IMPORT, ...PAUSES]) once(code, text);
  if (/\byield\b/.test(code)) throw new Error("Chakra's system module already uses `yield`: check it against scripts/chakra-system-steps.ts.");
  if (code.split('mergeConfigs').length !== 3) throw new Error("Chakra's system module uses mergeConfigs elsewhere: check it against scripts/chakra-system-steps.ts.");
  let out = code
    .replace(HEAD, HEAD_IN_STEPS)
    .replace(MERGE_IMPORT, MERGE_IMPORT_IN_STEPS)
    .replace(MERGE, MERGE_IN_STEPS)
    .replace(GLOBAL, GLOBAL_IN_STEPS)
    .replace(EXPORTS, EXPORTS_IN_STEPS);
  for (const text of PAUSES) out = out.replace(text, `${text}  yield;\n`);
  return out;
}

/** Chakra's merge module, which `withClonedMerge` rewrites beside the system module. */
export const CHAKRA_MERGE_CONFIG_MODULE = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/merge-config\.js$/;

const MERGE_HEAD = 'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n';
const MERGE_HEAD_CLONED = `const mergeConfigs = (...configs) => mergeClonedConfigs(configs.map(clone));
const mergeClonedConfigs = (cloned) => {
  const merged = mergeWith({}, ...cloned);
`;
const MERGE_EXPORTS = 'export { mergeConfigs };';

/** Chakra's `mergeConfigs`, with its merge of configs it has cloned as a function of its own, `mergeClonedConfigs`. */
export function withClonedMerge(code: string): string {
  for (const text of [MERGE_HEAD, MERGE_EXPORTS]) once(code, text);
  return code.replace(MERGE_HEAD, MERGE_HEAD_CLONED).replace(MERGE_EXPORTS, 'export { mergeClonedConfigs, mergeConfigs };');
}
