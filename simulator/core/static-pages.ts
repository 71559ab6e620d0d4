/**
 * The simulator's pages that the browser navigates to (simulator/core/static/*.html, served under
 * /__simulator/): a service worker never answers a navigation, so a server must. One rule for every
 * server of them: the dev server and builds (vite.config.ts), and `npm run simulator` (server.ts).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./static/', import.meta.url));
const NAME = /^[\w-]+\.html$/;

/** The names of the pages, as they appear under /__simulator/. */
export function staticPageNames(): string[] {
  return fs.readdirSync(DIR).filter((name) => NAME.test(name) && fs.statSync(DIR + name).isFile());
}

/** The page a path under /__simulator/ names ('/zone-map.html?provider=1'), or null. */
export function staticPage(pathUnderBase: string): Buffer | null {
  const name = pathUnderBase.split('?')[0]!.replace(/^\//, '');
  return staticPageNames().includes(name) ? fs.readFileSync(DIR + name) : null;
}

export const STATIC_PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } as const;
