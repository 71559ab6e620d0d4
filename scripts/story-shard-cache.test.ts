/**
 * Each story shard optimises its dependencies into a folder of its own (vitest.config.ts), although
 * Storybook's Vitest plugin names one folder for every run: resolved with the storybook project's
 * own plugins, in its order, the shard's folder wins.
 */
import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../vitest.config';

const shard = process.env.VITEST_SHARD;
afterEach(() => {
  if (shard === undefined) delete process.env.VITEST_SHARD;
  else process.env.VITEST_SHARD = shard;
});

/** The storybook project's plugins, as vitest.config.ts lists them. */
function storybookPlugins() {
  const project = config.test?.projects?.find((p) => typeof p === 'object' && 'test' in p && p.test?.name === 'storybook');
  if (!project || typeof project !== 'object' || !('plugins' in project)) throw new Error('vitest.config.ts has no storybook project');
  return project.plugins;
}

async function cacheDirOf(): Promise<string> {
  const resolved = await resolveConfig({ configFile: false, logLevel: 'silent', plugins: storybookPlugins() }, 'serve');
  return path.relative(process.cwd(), resolved.cacheDir);
}

describe('the story shards’ dependency caches', () => {
  it('is a folder of the shard’s own, over the one Storybook’s plugin names', async () => {
    process.env.VITEST_SHARD = '2';
    expect(await cacheDirOf()).toBe(path.join('node_modules', '.cache', 'story-shard-2'));
  }, 60_000);

  it('is Storybook’s own outside a shard', async () => {
    delete process.env.VITEST_SHARD;
    expect(await cacheDirOf()).toContain(path.join('node_modules', '.cache', 'storybook'));
  }, 60_000);
});
