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
  for (const text of [HEAD, EXPORTS, GLOBAL, ...PAUSES]) once(code, text);
  if (/\byield\b/.test(code)) throw new Error("Chakra's system module already uses `yield`: check it against scripts/chakra-system-steps.ts.");
  let out = code.replace(HEAD, HEAD_IN_STEPS).replace(GLOBAL, GLOBAL_IN_STEPS).replace(EXPORTS, EXPORTS_IN_STEPS);
  for (const text of PAUSES) out = out.replace(text, `${text}  yield;\n`);
  return out;
}
