// Where Chromium is, and how to launch it here (TOOLCHAIN.md, "Browsers").
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

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
  // A new window (every browser context of the e2e suite) also started a renderer for the address
  // bar's popup, which a headless test never opens: about 170 ms of CPU a context. The launcher
  // merges this list with Playwright's own.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/**
 * Launch options for Playwright and Vitest: Chromium through scripts/chromium-launcher.sh, which
 * merges the --disable-features switches (Chromium keeps only the last one given).
 */
export function chromiumLaunchOptions() {
  const binary = chromiumPath();
  if (binary) process.env.PORTAL_CHROMIUM = binary;
  return { executablePath: fileURLToPath(new URL('./chromium-launcher.sh', import.meta.url)), args: chromiumArgs };
}

export const installHint = 'Chromium not found. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).';
