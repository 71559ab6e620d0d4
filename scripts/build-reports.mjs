// Where a build's reports go: build-reports/<out dir>/<name>, beside the build and never in it
// (the chunk report of vite.config.ts, read by scripts/budget.mjs).
import path from 'node:path';

/**
 * @param {string} outDir
 * @param {string} name
 * @param {string} [root]
 * @returns {string}
 */
export function buildReportPath(outDir, name, root = process.cwd()) {
  return path.resolve(root, 'build-reports', path.basename(outDir), name);
}
