/**
 * Imported first by the app's entry, before any schema is built: zod parses without compiling
 * parsers through `new Function`. The production build runs under a content security policy
 * without 'unsafe-eval' (docs/deployment.md), where zod's probe for eval would be a violation.
 */
import { config } from 'zod/mini';

config({ jitless: true });
