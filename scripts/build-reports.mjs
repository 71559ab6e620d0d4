// Where a build's reports go: build-reports/<out dir>/<name>, beside the build and never in it
// (the chunk report of vite.config.ts, read by scripts/budget.mjs; the record of a build's inputs).
import path from 'node:path';

export function buildReportPath(outDir, name, root = process.cwd()) {
  return path.resolve(root, 'build-reports', path.basename(outDir), name);
}
