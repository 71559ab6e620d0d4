// Where Chromium is, and how to launch it here (TOOLCHAIN.md, "Browsers").
import fs from 'node:fs';

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
];

export const installHint = 'Chromium not found. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).';
