/**
 * The architecture document names only files and folders that exist: every path it cites in
 * backticks under the project's own folders (a `*` in its last part matches any name there).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = /^(\.storybook|\.ci|src|simulator|scripts|e2e|docs|stories|config|public)\//;

function cited(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const paths = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!.replace(/[.,;:]$/, ''));
  // A placeholder (`src/features/<feature>`) names a shape, not a file.
  return [...new Set(paths.filter((p) => ROOTS.test(p) && !/[<>{}]/.test(p)))];
}

function exists(cite: string): boolean {
  const clean = cite.replace(/\/$/, '');
  if (!clean.includes('*')) return fs.existsSync(path.join(root, clean));
  const dir = path.join(root, path.dirname(clean));
  const name = new RegExp(`^${path.basename(clean).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((entry) => name.test(entry));
}

describe('docs/architecture.md', () => {
  const paths = cited('docs/architecture.md');

  it('cites the project’s files', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('names no file that does not exist', () => {
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});
