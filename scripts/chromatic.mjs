// Publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says so and exits 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('No CHROMATIC_PROJECT_TOKEN is set: nothing published. Local visual baselines are enforced by npm test.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
