/** Where the language choice is stored (localStorage); a leaf module, so the build reads it too (scripts/login-shell.ts). */
export const LANGUAGE_KEY = 'lang';
