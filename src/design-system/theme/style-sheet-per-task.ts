/**
 * Emotion's class rules go into a style sheet of their own for each task that adds some, not all into
 * one sheet.
 *
 * A component's rules are added while it renders (insert-styles-in-render.ts), and a screen renders
 * in slices, one task each. Adding a rule to a sheet makes the browser index that whole sheet again
 * and restyle every element any of its rules selects: with all of Emotion's rules in one sheet,
 * the frame after each slice restyled the whole page. A sheet added after the others is indexed
 * alone and restyles only what its own rules select: the elements that slice has just rendered.
 *
 * The sheets are merged into the first once they are many, when the page is idle: a page of many
 * small sheets costs every later style recalculation a lookup per sheet. Order is kept throughout,
 * so the cascade is Emotion's.
 *
 * Only where Emotion inserts with `insertRule` (its production mode): in development it already
 * writes a style element per rule.
 */
import { whenIdle } from '../model/idle';

/** What this uses of @emotion/sheet's StyleSheet (Emotion's cache holds one as `sheet`). */
export interface TaskSheet {
  isSpeedy: boolean;
  /** Emotion's count of inserted rules: at zero, its next rule starts a new style element. */
  ctr: number;
  tags: HTMLStyleElement[];
  insert(rule: string): void;
}

/** How many sheets may gather before they are merged at the next idle moment. */
export const MERGE_AT = 24;

const split = new WeakSet<TaskSheet>();

export function sheetPerTask(sheet: TaskSheet): void {
  if (!sheet.isSpeedy || split.has(sheet)) return;
  split.add(sheet);
  const insert = sheet.insert.bind(sheet);
  let open = false;
  let merging = false;
  sheet.insert = (rule: string) => {
    if (!open) {
      open = true;
      sheet.ctr = 0;
      queueMicrotask(() => {
        open = false;
      });
      if (sheet.tags.length >= MERGE_AT && !merging) {
        merging = true;
        whenIdle(() => {
          merging = false;
          mergeSheets(sheet);
        }, 2000);
      }
    }
    insert(rule);
  };
}

/** Moves every rule into the first sheet, in order, and removes the others. */
function mergeSheets(sheet: TaskSheet): void {
  const [first, ...rest] = sheet.tags;
  const target = first?.sheet;
  if (!first || !target || rest.length === 0) return;
  for (const tag of rest) {
    for (const rule of Array.from(tag.sheet?.cssRules ?? [])) target.insertRule(rule.cssText, target.cssRules.length);
    tag.remove();
  }
  sheet.tags = [first];
}
