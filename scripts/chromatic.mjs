// npm run chromatic: publishes the Storybook to Chromatic with TurboSnap (only the stories that the
// changes since the last published build can affect are snapshotted again).
//
// - Without CHROMATIC_PROJECT_TOKEN it publishes nothing, says how to connect a project and exits 0:
//   the gate of npm test is the committed pixel baselines, Chromatic is a review tool on top.
// - With it: builds storybook-static with --stats-json (preview-stats.json, the module graph TurboSnap
//   traces for Vite), then runs the chromatic CLI (a devDependency) on that build with --only-changed.
//   --branch-name, --untraced and --externals go to the CLI, e.g. `npm run chromatic -- --branch-name main`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { commandLine } from './cli.mjs';

const FORWARDED = { 'branch-name': { type: 'string' }, untraced: { type: 'string', multiple: true }, externals: { type: 'string', multiple: true } };
const { values } = commandLine(
  `
npm run chromatic [-- --branch-name NAME] [--untraced GLOB] [--externals GLOB]
  Publishes the Storybook to Chromatic (TurboSnap); without CHROMATIC_PROJECT_TOKEN publishes nothing.
  --branch-name, --untraced, --externals  passed to the chromatic CLI
`,
  /** @type {const} */ (FORWARDED),
);
const forwarded = Object.entries(values).flatMap(([name, value]) => [value].flat().flatMap((v) => [`--${name}`, String(v)]));

const OUT = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published (exit 0).',
      '  To publish: create a project at chromatic.com, copy its project token, then',
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '  (in CI, store the token as a secret named CHROMATIC_PROJECT_TOKEN). See docs/deployment.md.',
      '  The visual gate stays the committed pixel baselines that npm test compares.',
    ].join('\n'),
  );
  process.exit(0);
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const built = run('npm', ['run', 'build-storybook', '--', '--output-dir', OUT, '--stats-json', OUT]);
if (built !== 0) process.exit(built);
if (!fs.existsSync(path.join(OUT, 'preview-stats.json'))) {
  console.error(`chromatic: ${OUT}/preview-stats.json is missing: TurboSnap cannot trace changes.`);
  process.exit(1);
}

process.exit(
  run('npx', [
    '--no-install',
    'chromatic',
    '--storybook-build-dir',
    OUT,
    '--only-changed',
    '--exit-zero-on-changes',
    '--skip-update-check',
    ...forwarded,
  ]),
);
