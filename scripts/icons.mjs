// `node scripts/icons.mjs`: draws the web app manifest's PNG icons (public/) from the favicon's
// design with the local Chromium, so the icons and public/favicon.svg never drift apart. The
// maskable icon and the Apple touch icon fill their square (the platform rounds or masks it).
import fs from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { commandLine } from './cli.mjs';

commandLine(
  `
node scripts/icons.mjs
  Draws public/icon-192.png, icon-512.png, icon-maskable-512.png and apple-touch-icon.png from public/favicon.svg.
`,
  {},
);

const favicon = fs.readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
/** The same mark on a full square, its letter inside the maskable icon's safe zone. */
const fullSquare = favicon.replace(/ rx="\d+"/, '').replace('font-size="16"', 'font-size="13"').replace('y="22"', 'y="20.5"');
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullSquare },
  { file: 'apple-touch-icon.png', size: 180, svg: fullSquare },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: new URL(`../public/${file}`, import.meta.url).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
