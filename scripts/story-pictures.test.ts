import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserCommandContext } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { referencePath, storyPictureCommands } from './story-pictures.mjs';

const STORY_FILE = 'src/features/statements/components/StatementsPage.stories.tsx';
const STORY_ID = 'screens-statements--default';

/** A story test's command context whose browser "takes" `picture`, in a project rooted at `root`. */
function fakeContext(root: string, picture: Buffer, updateSnapshot: 'all' | 'new' | 'none' = 'none') {
  const taken: { selector: string; options: Record<string, unknown> }[] = [];
  const locator = (selector: string) => ({
    screenshot: async (options: Record<string, unknown>) => {
      taken.push({ selector, options });
      return picture;
    },
  });
  const context = {
    testPath: path.join(root, STORY_FILE),
    iframe: { locator },
    project: { config: { root }, serializedConfig: { snapshotOptions: { updateSnapshot } } },
  } as unknown as BrowserCommandContext;
  return { context, taken };
}

function projectWithReference(bytes?: Buffer): string {
  const root = mkdtempSync(path.join(tmpdir(), 'story-pictures-'));
  if (bytes) {
    const file = referencePath(root, STORY_FILE, STORY_ID);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return root;
}

describe('the story pictures’ fast path', () => {
  it('names a reference as toMatchScreenshot does', () => {
    expect(referencePath('/repo', STORY_FILE, STORY_ID, 'linux')).toBe(
      '/repo/src/features/statements/components/__screenshots__/StatementsPage.stories.tsx/screens-statements-default-chromium-linux.png',
    );
    // Every committed reference of that story file follows the name.
    const committed = readdirSync(path.dirname(referencePath(process.cwd(), STORY_FILE, STORY_ID, 'linux')));
    expect(committed).toContain('screens-statements-default-chromium-linux.png');
  });

  it('passes a picture only when its bytes are the reference’s', async () => {
    const stored = Buffer.from('the stored picture');
    const root = projectWithReference(stored);
    const same = fakeContext(root, Buffer.from(stored));
    expect(await storyPictureCommands.storyPictureIsStored(same.context, STORY_ID, 'body', [])).toBe(true);
    const changed = fakeContext(root, Buffer.from('the stored picturE'));
    expect(await storyPictureCommands.storyPictureIsStored(changed.context, STORY_ID, 'body', [])).toBe(false);
  });

  it('never passes a story that has no reference', async () => {
    const { context } = fakeContext(projectWithReference(), Buffer.from('a picture'));
    expect(await storyPictureCommands.storyPictureIsStored(context, STORY_ID, 'body', [])).toBe(false);
  });

  it('takes the picture as toMatchScreenshot does, masks painted over', async () => {
    const { context, taken } = fakeContext(projectWithReference(), Buffer.from('a picture'));
    await storyPictureCommands.storyPictureIsStored(context, STORY_ID, '[data-story-root]', ['[data-screenshot-mask]']);
    expect(taken[0]?.selector).toBe('[data-story-root]');
    expect(taken[0]?.options).toMatchObject({ animations: 'disabled', caret: 'hide', maskColor: '#ff00ff', scale: 'device' });
    expect(taken[0]?.options.mask).toHaveLength(1);
  });

  it('stores the picture in the browser’s bytes with --update only', async () => {
    const root = projectWithReference(Buffer.from('old'));
    const file = referencePath(root, STORY_FILE, STORY_ID);
    await storyPictureCommands.storyPictureStore(fakeContext(root, Buffer.from('new'), 'none').context, STORY_ID, 'body', []);
    await storyPictureCommands.storyPictureStore(fakeContext(root, Buffer.from('new'), 'new').context, STORY_ID, 'body', []);
    expect(readFileSync(file, 'utf8')).toBe('old');
    await storyPictureCommands.storyPictureStore(fakeContext(root, Buffer.from('new'), 'all').context, STORY_ID, 'body', []);
    expect(existsSync(file) && readFileSync(file, 'utf8')).toBe('new');
  });
});
