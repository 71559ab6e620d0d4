/**
 * Every script a user runs through package.json prints its usage on --help and refuses an unknown
 * flag (exit 2, with the usage), instead of taking either for a file name or passing it on.
 * The bench scripts and `npm run headers` parse their own command lines.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const OWN_PARSER = /scripts\/(bench[\w-]*|headers)\.(mjs|ts)/;

/** The file each script ends in: the one its arguments go to. */
const COMMANDS = [
  ...Object.entries(scripts).flatMap(([name, line]) => {
    const file = /(?:node|tsx)\b[^&]*?\s((?:scripts|simulator)\/[\w./-]+\.(?:mjs|ts))\s*$/.exec(line)?.[1];
    return file && !OWN_PARSER.test(file) ? [[`npm run ${name}`, file] as const] : [];
  }),
  ['npm test: budget', 'scripts/budget.mjs'] as const,
  ['npm test: storybook-offline', 'scripts/storybook-offline.mjs'] as const,
  ['icons', 'scripts/icons.mjs'] as const,
];

function run(file: string, arg: string) {
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return spawnSync(process.execPath, [...loader, file, arg], { cwd: root, encoding: 'utf8', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: '' } });
}

describe('the command lines', () => {
  it('cover the scripts package.json runs', () => {
    expect(COMMANDS.map(([, file]) => file)).toEqual(
      expect.arrayContaining(['scripts/start.mjs', 'scripts/chromatic.mjs', 'simulator/server.ts', 'scripts/run-bench-simulator.mjs', 'scripts/contract.ts', 'scripts/contract-openapi.ts']),
    );
  });

  it.each(COMMANDS)('%s (%s): --help prints the usage, an unknown flag exits 2', (_, file) => {
    const help = run(file, '--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/\S/);
    const unknown = run(file, '--no-such-flag');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--no-such-flag'");
    expect(unknown.stderr).toContain(help.stdout.trim().split('\n')[0]);
    // A hang guard: each run loads the script's whole module graph (the simulator's, Playwright's).
  }, 120_000);
});
