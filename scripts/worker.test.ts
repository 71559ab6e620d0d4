import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the committed msw service worker', () => {
  it('matches the installed msw version (run `npx msw init public` after an msw upgrade)', () => {
    const worker = fs.readFileSync('public/mockServiceWorker.js', 'utf8');
    const installed = JSON.parse(fs.readFileSync('node_modules/msw/package.json', 'utf8')).version as string;
    expect(/PACKAGE_VERSION = '([^']+)'/.exec(worker)?.[1]).toBe(installed);
  });
});
