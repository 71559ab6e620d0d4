// Where Chromium is, and the switches the tests and benches launch it with (docs/testing.md, "Custom pieces, and why").
// Playwright cannot download its own browsers here: every launch uses the system's Chromium.
import fs from 'node:fs';

export const installHint = 'Chromium not found. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).';

/** @returns {string | undefined} the first Chromium found: $CHROME_PATH, then the Debian paths */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => p !== undefined && fs.existsSync(p));
}

/** @type {string[]} */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

/**
 * Launch options for Playwright, Vitest's browser provider and the benches.
 * @returns {{ executablePath: string | undefined, args: string[] }}
 */
export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  if (!executablePath) console.warn(installHint);
  return { executablePath, args: chromiumArgs };
}
