// Runs the story tests with a JSON reporter and prints one short block per failure.
// Usage: node scripts/story-failures.mjs [vitest filters...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const out = '/tmp/story-results.json';
spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '--reporter=json', `--outputFile=${out}`, ...process.argv.slice(2)], {
  stdio: ['ignore', 'ignore', 'ignore'],
});
const report = JSON.parse(fs.readFileSync(out, 'utf8'));
let failed = 0;
for (const file of report.testResults) {
  for (const test of file.assertionResults) {
    if (test.status === 'passed') continue;
    failed++;
    // eslint-disable-next-line no-control-regex
    const message = (test.failureMessages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '');
    const lines = message.split('\n').filter((l) => l.trim() && !/Click to debug|^\s+at |node_modules|^\s*<|^\s*$/.test(l));
    console.log(`✖ ${file.name.replace(process.cwd() + '/', '')} > ${test.title}\n   ${lines.slice(0, 6).join('\n   ')}`);
  }
}
console.log(`\n${report.numPassedTests} passed, ${failed} failed`);
