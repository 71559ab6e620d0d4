/**
 * Imported first by the app's entry, before any schema is built: zod parses without compiling
 * parsers through `new Function`. The production build runs under a content security policy
 * without 'unsafe-eval' (docs/deployment.md), where zod's probe for eval would be a violation.
 *
 * zod itself loads later, with the first response to validate (src/api/http.ts), so the setting
 * is written where zod reads its global config from; zod-setup.test.ts checks that zod sees it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
