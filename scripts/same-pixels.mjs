// `node scripts/same-pixels.mjs [git-ref]`: for every story picture changed against git-ref (HEAD by
// default), whether its pixels changed too, and how much: the pixels that differ and the largest
// difference of a colour channel (0–255). A re-encoding of the references (`--update` writes them as
// Chromium encodes them) shows none, or a few anti-aliased pixels a level or two apart.
// Exits 1 when any picture has other pixels.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const ref = process.argv[2] ?? 'HEAD';
const changed = execFileSync('git', ['diff', '--name-only', ref, '--', '*.png'], { encoding: 'utf8' }).split('\n').filter(Boolean);
let differ = 0;
for (const file of changed) {
  const before = PNG.sync.read(execFileSync('git', ['show', `${ref}:${file}`], { maxBuffer: 1 << 28 }));
  const after = PNG.sync.read(readFileSync(file));
  if (before.width !== after.width || before.height !== after.height) {
    differ += 1;
    console.log(`${file}: ${before.width}×${before.height} px, now ${after.width}×${after.height} px`);
    continue;
  }
  let pixels = 0;
  let largest = 0;
  for (let i = 0; i < before.data.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k += 1) d = Math.max(d, Math.abs(before.data[i + k] - after.data[i + k]));
    if (d > 0) pixels += 1;
    largest = Math.max(largest, d);
  }
  if (pixels > 0) {
    differ += 1;
    console.log(`${file}: ${pixels} pixels differ, by at most ${largest}`);
  }
}
console.log(`${changed.length} pictures changed, ${changed.length - differ} with the same pixels, ${differ} with other pixels`);
process.exit(differ ? 1 : 0);
