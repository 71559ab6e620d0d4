/**
 * zod's parser, the one name of zod's core the client reads. The client imports this module
 * on demand, not zod's core itself: a module namespace imported on demand keeps every export of it
 * (all of zod's locales and its JSON Schema generator), where a named re-export keeps only the
 * parser and what the schemas use.
 */
export { safeParse } from 'zod/v4/core';
