// What a build was made from, so that `npm start` serves the last demo build at once when nothing it
// was made from has changed since, instead of building the same files again.
//
// The inputs: every file under src/, simulator/, public/ and config/ (but the story pictures), the
// page (index.html), the installed packages (package-lock.json and npm's record of node_modules), the
// Vite config with every file it imports, the build's mode, and the environment variables a build
// reads (BUILD_VARIABLES, and Vite's VITE_ ones). A build writes their hashes beside its chunk report
// (vite.config.ts, buildInputs); a build that fails leaves none, and any difference at all means
// "build again".
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildReportPath } from './build-reports.mjs';

export const INPUT_DIRS = ['src', 'simulator', 'public', 'config'];
export const INPUT_FILES = ['index.html', 'package-lock.json', 'node_modules/.package-lock.json'];
/** Story pictures: a test's baseline, never part of a build. */
const NOT_INPUTS = new Set(['__screenshots__', 'node_modules']);

/** Whether a path under one of INPUT_DIRS (relative to the project) can be an input of a build. */
export function isInputPath(relative) {
  return !relative.split(/[\\/]/).some((part) => NOT_INPUTS.has(part));
}

/** Where the record of a build's inputs goes: build-reports/<out dir>/inputs.json. */
export function inputsRecordPath(root, outDir) {
  return buildReportPath(outDir, 'inputs.json', root);
}

function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (!isInputPath(relative)) return [];
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

function hashOf(file) {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** The variables vite.config.ts reads for a build (PORT and OUT_DIR only say where it goes). */
const BUILD_VARIABLES = new Set(['PORTAL_CONFIG', 'PORTAL_MODULE_SIZES']);

/** The environment variables a build reads besides its files: ours, and those Vite hands the app. */
function buildEnvironment(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => BUILD_VARIABLES.has(name) || name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The inputs of a build in `mode`, from the files as they are now: `configFiles` are the Vite config
 * and the files it imports (absolute or relative to `root`).
 */
export function describeInputs(root, { mode, configFiles = [], env = process.env }) {
  const extra = [...new Set(configFiles.map((file) => path.relative(root, path.resolve(root, file))))].sort();
  const files = [...new Set([...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES, ...extra])].sort();
  return {
    mode,
    environment: buildEnvironment(env),
    configFiles: extra,
    files: Object.fromEntries(files.map((file) => [file, hashOf(path.join(root, file))])),
  };
}

/** Forgets the record of the build in `outDir` (a build starting over it). */
export function forgetInputs(root, outDir) {
  fs.rmSync(inputsRecordPath(root, outDir), { force: true });
}

/** Records that the build now in `outDir` was made from `inputs`. */
export function recordInputs(root, outDir, inputs) {
  const file = inputsRecordPath(root, outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(inputs)}\n`);
}

/**
 * True when `outDir` holds a complete build in `mode` made from the files as they are now: the same
 * files with the same contents, the same config files, the same environment.
 */
export function isBuildCurrent(root, outDir, { mode, env = process.env }) {
  if (!fs.existsSync(path.resolve(root, outDir, 'index.html'))) return false;
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(inputsRecordPath(root, outDir), 'utf8'));
  } catch {
    return false;
  }
  const now = describeInputs(root, { mode, configFiles: recorded.configFiles ?? [], env });
  return JSON.stringify(now) === JSON.stringify(recorded);
}
