// A Vitest reporter that prints, at the end of a run, the slowest test files of the browser
// (storybook) project: where the story run's time goes, so that the slowest files are the first ones
// looked at. It only reports; it never fails a run. It also leaves each file's time in
// build-reports/story-durations.json: copied over scripts/story-weights.json, it is the order a fresh
// clone runs the story files in (scripts/story-order.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const COUNT = Number(process.env.SLOWEST_FILES ?? 10);

export default class SlowestFilesReporter {
  onTestRunEnd(testModules) {
    const rows = testModules
      .filter((module) => module.project.config.browser?.enabled)
      .map((module) => ({
        file: path.relative(process.cwd(), module.moduleId),
        ms: module.diagnostic().duration,
        tests: [...module.children.allTests()].length,
      }))
      .sort((a, b) => b.ms - a.ms);
    // Each file's time (this machine's next run takes Vitest's own record of it).
    if (rows.length > 0) {
      mkdirSync('build-reports', { recursive: true });
      writeFileSync('build-reports/story-durations.json', `${JSON.stringify(Object.fromEntries(rows.map((row) => [row.file, Math.round(row.ms)])), null, 1)}\n`);
    }
    if (rows.length < 2) return;
    const total = rows.reduce((sum, row) => sum + row.ms, 0);
    console.log(`\nThe ${Math.min(COUNT, rows.length)} slowest story files (of ${rows.length}, ${(total / 1000).toFixed(0)} s of browser time in all):`);
    for (const row of rows.slice(0, COUNT)) {
      const perStory = row.tests ? ` (${(row.ms / row.tests / 1000).toFixed(1)} s a story)` : '';
      console.log(`  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${String(row.tests).padStart(3)} stories${perStory}  ${row.file}`);
    }
  }
}
