/**
 * Docs pages render their Markdown: every .mdx in the repository is compiled by Storybook's own MDX
 * compiler with the options main.ts gives @storybook/addon-docs, and every GFM table in it must come
 * out as a table element, never as a raw `| --- |` line in a paragraph. Removing remark-gfm from
 * main.ts (or from .storybook/mdx-options.ts) fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import mdxLoader from '@storybook/addon-docs/mdx-loader';
import config from './main';
import { mdxPluginOptions } from './mdx-options';

const root = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
]);

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('dist')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** The options main.ts hands @storybook/addon-docs. */
function docsAddonOptions(): Record<string, unknown> | undefined {
  const entry = (config.addons ?? []).find(
    (addon) => typeof addon === 'object' && addon.name === '@storybook/addon-docs',
  );
  return typeof entry === 'object' ? entry.options : undefined;
}

/** What Storybook's MDX plugin compiles every .mdx with: the addon's `mdxPluginOptions`. */
function storybookMdxOptions(): unknown {
  return docsAddonOptions()?.mdxPluginOptions;
}

function compile(source: string, options: unknown, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    void mdxLoader.call(
      {
        async: () => (error, code) => (error ? reject(error) : resolve(code ?? '')),
        getOptions: () => options,
        resourcePath: file,
      },
      source,
    );
  });
}

const DELIMITER_ROW =
  /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$|^\s*\|\s*:?-{3,}:?\s*\|\s*$/;

/** The delimiter rows of the GFM tables in a page (one per table), outside fenced code. */
export function tableDelimiterRows(source: string): string[] {
  const rows: string[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence === null && DELIMITER_ROW.test(line)) rows.push(line.trim());
  }
  return rows;
}

/** What is wrong with a compiled page: tables that did not become table elements. */
export function tableProblems(source: string, compiled: string): string[] {
  const rows = tableDelimiterRows(source);
  const tables = compiled.match(/_components\.table\b(?=\s*,)/g)?.length ?? 0;
  const problems: string[] = [];
  if (tables < rows.length)
    problems.push(`${rows.length} table(s) in the source, ${tables} table element(s) rendered`);
  for (const row of rows) {
    const literal = JSON.stringify(row).slice(1, -1);
    if (compiled.includes(literal)) problems.push(`raw line rendered as text: ${row}`);
  }
  return problems;
}

const FIXTURE = [
  '# Fixture',
  '',
  '| Call | What |',
  '|---|---|',
  '| `GET /x` | reads |',
  '',
  '- a list item',
  '',
].join('\n');

describe('docs pages (MDX)', () => {
  it('main.ts compiles MDX with the shared options, which include GFM', () => {
    expect(docsAddonOptions()).toEqual({ mdxPluginOptions });
    expect(mdxPluginOptions.mdxCompileOptions.remarkPlugins.length).toBeGreaterThan(0);
  });

  it('the check catches a table that MDX without GFM leaves as text', async () => {
    expect(tableDelimiterRows(FIXTURE)).toEqual(['|---|---|']);
    const withoutGfm = await compile(FIXTURE, { mdxCompileOptions: {} }, 'fixture.mdx');
    expect(tableProblems(FIXTURE, withoutGfm)).toHaveLength(2);
    const withOptions = await compile(FIXTURE, storybookMdxOptions(), 'fixture.mdx');
    expect(tableProblems(FIXTURE, withOptions)).toEqual([]);
  });

  const files = mdxFiles(root);

  it('finds the docs pages', () => {
    expect(files.map((file) => path.relative(root, file))).toContain(
      path.join('stories', 'docs', 'Simulator.mdx'),
    );
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s renders every table',
    async (_name, file) => {
      const source = fs.readFileSync(file, 'utf8');
      const compiled = await compile(source, storybookMdxOptions(), file);
      expect(tableProblems(source, compiled)).toEqual([]);
    },
  );
});
