/**
 * The README and every page of docs/ (with docs/decisions/) name only what exists: every path they
 * cite in backticks or a link under the project's own folders, at its root or relative to the page
 * (never outside the repository) (a `*` in its last part
 * matches any name there), every `npm run X` (a script of package.json), and every command they
 * show (npm, npx and the tools of node_modules/.bin, `node <file>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = /^(\.storybook|\.ci|src|simulator|scripts|e2e|docs|stories|config|public)\//;
/** A file at the root (a bare `api.ts` or `seed.ts` names a file of the folder under discussion). */
const ROOT_FILE = /^([\w-]+\.config\.[cm]?[jt]s|package(-lock)?\.json|tsconfig[\w.-]*\.json|README\.md|index\.html)$/;
const SCRIPTS = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
/** npm's own commands the pages use. */
const NPM_COMMANDS = new Set(['ci', 'install', 'test', 'start', 'run', 'view']);
/** Commands of the system rather than of the project. */
const SYSTEM = new Set(['git', 'apt-get', 'curl', 'docker', 'nginx', 'flock', 'sh', 'bash', 'cd', 'export']);

export const PAGES = [
  'README.md',
  ...fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
].sort();

export function citations(text: string): { paths: string[]; commands: string[] } {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  const blocks = [...text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n'));
  const links = [...text.matchAll(/\]\(([^)#\s]+)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
  const words = spans.filter((s) => !/\s/.test(s)).map((s) => s.replace(/[.,;:]$/, ''));
  // A placeholder (`src/features/<feature>`) names a shape, not a file.
  const paths = [...words, ...links].filter((p) => (ROOTS.test(p) || ROOT_FILE.test(p) || p.startsWith('../')) && !/[<>{}]/.test(p));
  const commands = [...spans.filter((s) => /\s/.test(s) || /^(npm|npx)\b/.test(s)), ...blocks]
    .map((line) => line.replace(/#.*$/, '').replace(/^[A-Z_]+=\S+\s+/, '').trim())
    .filter((line) => /^(npm|npx|node|tsx|vitest|playwright|eslint|tsc|vite|storybook)\b/.test(line));
  return { paths: [...new Set(paths)], commands: [...new Set(commands)] };
}

function exists(cite: string, page: string): boolean {
  const clean = cite.replace(/\/$/, '');
  const base = cite.startsWith('..') || cite.startsWith('./') ? path.dirname(path.join(root, page)) : root;
  // A page cites only the repository's own files: whatever lies beside it is not there for a reader.
  if (path.relative(root, path.join(base, clean)).startsWith('..')) return false;
  if (!clean.includes('*')) return fs.existsSync(path.join(base, clean));
  const dir = path.join(base, path.dirname(clean));
  const name = new RegExp(`^${path.basename(clean).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((entry) => name.test(entry));
}

/** Why a command cannot run as written, or null. */
export function commandProblem(command: string): string | null {
  const [tool, first, second] = command.split(/\s+/);
  if (tool === 'npm') {
    if (first === 'run') return second && SCRIPTS.includes(second) ? null : `no script "${second}" in package.json`;
    if (first === 'test' || first === 'start') return SCRIPTS.includes(first) ? null : `no script "${first}" in package.json`;
    return first && NPM_COMMANDS.has(first) ? null : `npm ${first} is not a command the project uses`;
  }
  if (tool === 'node' || tool === 'tsx') {
    const file = command.split(/\s+/).slice(1).find((a) => !a.startsWith('-'));
    return file && !fs.existsSync(path.join(root, file)) ? `no file ${file}` : null;
  }
  const bin = tool === 'npx' ? command.split(/\s+/).slice(1).find((a) => !a.startsWith('-')) : tool;
  if (!bin || SYSTEM.has(bin)) return null;
  return fs.existsSync(path.join(root, 'node_modules/.bin', bin)) ? null : `no command ${bin} in node_modules/.bin`;
}

describe('the README and docs/', () => {
  it('read every page', () => {
    expect(PAGES).toContain('README.md');
    expect(PAGES).toContain('docs/architecture.md');
    expect(PAGES.filter((p) => p.startsWith('docs/decisions/')).length).toBeGreaterThan(0);
  });

  it.each(PAGES)('%s names no file, script or command that does not exist', (page) => {
    const { paths, commands } = citations(fs.readFileSync(path.join(root, page), 'utf8'));
    const missing = [
      ...paths.filter((p) => !exists(p, page)).map((p) => `path ${p}`),
      ...commands.flatMap((c) => {
        const problem = commandProblem(c);
        return problem ? [`${c}: ${problem}`] : [];
      }),
    ];
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a missing path, script and command', () => {
    expect(exists('../shared/specs/reporting.md', 'README.md')).toBe(false);
    const { paths, commands } = citations('See `scripts/nothing.mjs`, run `npm run nothing` or `npx no-such-tool --x`.\n```sh\nnode scripts/nothing.mjs\n```\n');
    expect(paths.filter((p) => !exists(p, 'README.md'))).toEqual(['scripts/nothing.mjs']);
    expect(commands.map(commandProblem)).toEqual(['no script "nothing" in package.json', 'no command no-such-tool in node_modules/.bin', 'no file scripts/nothing.mjs']);
  });
});
