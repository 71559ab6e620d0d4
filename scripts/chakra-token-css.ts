/**
 * Chakra's system writes its tokens' CSS variables once, when it is created, by passing every
 * variable through its style function: the walk, the serializer and the
 * property lookups that a component's styles need, for declarations that are almost all a name and
 * a value already. It is the largest single piece of creating a system, which every start pays
 * before its first render (/login's entry system, a signed-in start's screens' system).
 *
 * `withFastTokenCss` rewrites that function in Chakra's `styled-system/system.js` so that only the
 * variables whose values refer to other tokens (`{colors.gray.900/10}`: the shadows) go through
 * the style function, with one plain variable beside them to learn the selector it writes, and the
 * others are copied as they are, in their order. An at-rule condition keeps Chakra's own path.
 * scripts/chakra-token-css.test.ts holds the result to Chakra's own for the portal's systems.
 */

/** Chakra's function, as its 3.x releases write it (the rewrite fails the build if it changes). */
const CHAKRA_TOKEN_CSS = `    const result = {};
    for (const [key, values] of tokens.cssVarMap.entries()) {
      const varsObj = Object.fromEntries(values);
      if (Object.keys(varsObj).length === 0) continue;
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key);
      const isAtRule = selector.startsWith("@");
      const cssObject = css(
        serialize({
          [selector]: isAtRule ? { [cssVarsRoot]: varsObj } : varsObj
        })
      );
      mergeWith(result, cssObject);
    }
    return layers.wrap("tokens", result);`;

const FAST_TOKEN_CSS = `    const result = {};
    for (const [key, values] of tokens.cssVarMap.entries()) {
      const varsObj = Object.fromEntries(values);
      const names = Object.keys(varsObj);
      if (names.length === 0) continue;
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key);
      const isAtRule = selector.startsWith("@");
      if (isAtRule) {
        mergeWith(result, css(serialize({ [selector]: { [cssVarsRoot]: varsObj } })));
        continue;
      }
      const isPlain = (value) => typeof value === "number" || (typeof value === "string" && !value.includes("{"));
      const styled = Object.fromEntries(names.filter((name, i) => i === 0 || !isPlain(varsObj[name])).map((name) => [name, varsObj[name]]));
      const cssObject = css(serialize({ [selector]: styled }));
      const written = Object.keys(cssObject);
      if (written.length !== 1) {
        mergeWith(result, css(serialize({ [selector]: varsObj })));
        continue;
      }
      const declarations = cssObject[written[0]];
      mergeWith(result, { [written[0]]: Object.fromEntries(names.map((name) => [name, name in styled ? declarations[name] : varsObj[name]])) });
    }
    return layers.wrap("tokens", result);`;

/** The module whose function is rewritten. */
export const CHAKRA_SYSTEM_MODULE = /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

export function withFastTokenCss(code: string): string {
  if (!code.includes(CHAKRA_TOKEN_CSS)) throw new Error("Chakra's token CSS function is not the one scripts/chakra-token-css.ts rewrites: check it against this Chakra release.");
  return code.replace(CHAKRA_TOKEN_CSS, FAST_TOKEN_CSS);
}
