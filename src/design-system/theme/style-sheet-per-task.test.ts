import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERGE_AT, sheetPerTask, type TaskSheet } from './style-sheet-per-task';

/** A style element as far as the sheet and the merge use it. */
function fakeTag() {
  const cssRules: { cssText: string }[] = [];
  const tag = {
    removed: false,
    sheet: { cssRules, insertRule: (text: string, index: number) => void cssRules.splice(index, 0, { cssText: text }) },
    remove: () => void (tag.removed = true),
  };
  return tag;
}
type FakeTag = ReturnType<typeof fakeTag>;

/** @emotion/sheet's StyleSheet as it behaves in production: a new element when its count is at zero (then every 65,000 rules). */
class EmotionLikeSheet implements TaskSheet {
  isSpeedy = true;
  ctr = 0;
  tags: HTMLStyleElement[] = [];
  created: FakeTag[] = [];
  insert(rule: string) {
    if (this.ctr % (this.isSpeedy ? 65000 : 1) === 0) {
      const tag = fakeTag();
      this.created.push(tag);
      this.tags.push(tag as unknown as HTMLStyleElement);
    }
    const tag = this.tags[this.tags.length - 1] as unknown as FakeTag;
    tag.sheet.insertRule(rule, tag.sheet.cssRules.length);
    this.ctr++;
  }
}

const rulesOf = (sheet: EmotionLikeSheet) => sheet.tags.map((tag) => Array.from((tag as unknown as FakeTag).sheet.cssRules, (r) => r.cssText));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('Emotion’s rules in a sheet per task', () => {
  beforeEach(() => {
    vi.stubGlobal('window', globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the rules of one task in one sheet, and those of each later task in a new one after it, in order', async () => {
    const sheet = new EmotionLikeSheet();
    sheetPerTask(sheet);
    sheet.insert('.a{}');
    sheet.insert('.b{}');
    await nextTask();
    sheet.insert('.c{}');
    await nextTask();
    sheet.insert('.d{}');
    sheet.insert('.e{}');
    expect(rulesOf(sheet)).toEqual([['.a{}', '.b{}'], ['.c{}'], ['.d{}', '.e{}']]);
  });

  it('merges the sheets into the first, in order, when the page is idle once they are many', async () => {
    const sheet = new EmotionLikeSheet();
    sheetPerTask(sheet);
    const all: string[] = [];
    for (let task = 0; task < MERGE_AT; task += 1) {
      for (const rule of [`.t${task}a{}`, `.t${task}b{}`]) {
        sheet.insert(rule);
        all.push(rule);
      }
      await nextTask();
    }
    expect(sheet.tags).toHaveLength(MERGE_AT);
    vi.useFakeTimers();
    sheet.insert('.last{}');
    all.push('.last{}');
    await Promise.resolve();
    vi.runAllTimers();
    expect(rulesOf(sheet)).toEqual([all]);
    expect(sheet.tags[0]).toBe(sheet.created[0]);
    expect(sheet.created.slice(1).every((tag) => tag.removed)).toBe(true);
    expect(sheet.created[0]?.removed).toBe(false);
    // A later task starts a sheet after the merged one.
    vi.useRealTimers();
    await nextTask();
    sheet.insert('.after{}');
    expect(rulesOf(sheet)).toEqual([all, ['.after{}']]);
  });

  it('leaves a sheet that writes an element per rule (development) as Emotion made it', () => {
    const sheet = new EmotionLikeSheet();
    sheet.isSpeedy = false;
    const insert = sheet.insert;
    sheetPerTask(sheet);
    expect(sheet.insert).toBe(insert);
  });
});
