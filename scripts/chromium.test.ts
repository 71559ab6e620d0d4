import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from './chromium.mjs';

/** Runs the launcher with a stand-in Chromium that prints each argument it was given on its own line. */
function launch(args: string[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
  const standIn = path.join(dir, 'chromium');
  writeFileSync(standIn, '#!/bin/sh\nfor a in "$@"; do echo "$a"; done\n');
  chmodSync(standIn, 0o755);
  const { executablePath } = chromiumLaunchOptions();
  return execFileSync(executablePath, args, { env: { ...process.env, PORTAL_CHROMIUM: standIn }, encoding: 'utf8' }).trim().split('\n');
}

describe('the Chromium launcher', () => {
  it('merges every --disable-features and --enable-features switch into one each, keeping the rest in order', () => {
    const given = ['--no-sandbox', '--disable-features=PaintHolding,HttpsUpgrades', '--enable-features=A', '--headless', '--disable-features=WebUIOmniboxPopup', '--enable-features=B', 'about:blank'];
    expect(launch(given)).toEqual(['--no-sandbox', '--headless', 'about:blank', '--disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup', '--enable-features=A,B']);
  });

  it('passes arguments with spaces and without feature switches through unchanged', () => {
    expect(launch(['--user-data-dir=/tmp/a b', '--remote-debugging-pipe'])).toEqual(['--user-data-dir=/tmp/a b', '--remote-debugging-pipe']);
  });

  it("keeps the portal's own feature switch, which the launcher merges with Playwright's", () => {
    expect(chromiumArgs.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });
});
