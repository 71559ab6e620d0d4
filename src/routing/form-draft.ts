/**
 * Drafts: what a user typed into a form survives a forced trip to sign-in. While a form has changes
 * they are kept in sessionStorage (this tab only), under a key scoped to the signed-in user and the
 * form; when the form opens again for the same user (after signing in again), it opens with them.
 * A draft is removed when the form is saved, cancelled or left on purpose (it unmounts), and every
 * draft goes at logout (clearDrafts). Only an ended session (isSessionEnding) or a reload of the tab
 * leaves one behind.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useUser, type User } from '../api/session';
import { isSessionEnding } from './session-ended';

const PREFIX = 'portal-draft:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A short, stable name for the user (their names and e-mail: what user info tells apart). */
export function userScope(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  let hash = 0x811c9dc5;
  for (const char of `${user.firstName}\u0000${user.lastName}\u0000${user.email}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function draftKey(scope: string, form: string): string {
  return `${PREFIX}${scope}:${form}`;
}

export function readDraft<V>(key: string): V | undefined {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as V;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or closed storage: the form still works, only without a draft.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every draft of every user in this tab: at logout. */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
  for (const key of keys) store.removeItem(key);
}

/** The draft key of `form` for the signed-in user; undefined while nobody is (or `form` is null). */
function useDraftKey(form: string | null): string | undefined {
  const user = useUser();
  return user && form ? draftKey(userScope(user), form) : undefined;
}

/** Removes the draft when the form goes, unless the session ended (then it waits for the user's return). */
function useRemoveOnLeave(key: string | undefined): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (!key) return undefined;
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (isSessionEnding()) return;
      // React's development double mount unmounts and mounts again at once: removal waits a task.
      setTimeout(() => {
        if (!mounted.current) removeDraft(key);
      }, 0);
    };
  }, [key]);
}

/**
 * A react-hook-form form's draft: restored once when the form opens (its values become the draft's,
 * against the same defaults, so the form is dirty), kept while the form is dirty, removed when it is
 * not. `discard` removes it at once (after a save). `restored` says whether the form opened with one.
 */
export function useFormDraft<T extends FieldValues>(
  form: string | null,
  { subscribe, reset }: Pick<UseFormReturn<T>, 'subscribe' | 'reset'>,
): { restored: boolean; discard: () => void } {
  const key = useDraftKey(form);
  const [restored, setRestored] = useState(false);
  const applied = useRef<string | undefined>(undefined);

  // After the first paint's layout effects, where the form's watchers subscribe: they see the draft.
  useEffect(() => {
    if (!key || applied.current === key) return;
    applied.current = key;
    const draft = readDraft<T>(key);
    if (draft === undefined) return;
    reset(draft, { keepDefaultValues: true });
    setRestored(true);
  }, [key, reset]);

  useEffect(() => {
    if (!key) return undefined;
    return subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => (isDirty ? writeDraft(key, values) : removeDraft(key)),
    });
  }, [key, subscribe]);

  useRemoveOnLeave(key);
  const discard = useCallback(() => {
    if (key) removeDraft(key);
  }, [key]);
  return { restored, discard };
}

/**
 * A draft of state that is not a react-hook-form form (the border editor's shapes): `value` is
 * kept while it is defined and removed when it is undefined. Returns the draft the form opened
 * with, read once, and `discard`.
 */
export function useValueDraft<V>(form: string | null, value: V | undefined): { initial: V | undefined; discard: () => void } {
  const key = useDraftKey(form);
  const [initial] = useState(() => (key ? readDraft<V>(key) : undefined));
  useEffect(() => {
    if (!key) return;
    if (value === undefined) removeDraft(key);
    else writeDraft(key, value);
  }, [key, value]);
  useRemoveOnLeave(key);
  const discard = useCallback(() => {
    if (key) removeDraft(key);
  }, [key]);
  return { initial, discard };
}

/**
 * An open dialog that survives a forced trip to sign-in: which dialog is open (`open`, undefined
 * while none is) is kept as a value draft. When the screen opens with one, `reopen` is offered it
 * each time `data` (what the dialog edits) changes, until it returns true: it opened the dialog, or
 * what the dialog edited is gone. It returns false to wait for more data.
 */
export function useDialogDraft<V>(form: string | null, open: V | undefined, data: unknown, reopen: (wanted: V) => boolean): void {
  const { initial } = useValueDraft(form, open);
  const wanted = useRef(initial);
  const offer = useEffectEvent(() => {
    if (wanted.current !== undefined && reopen(wanted.current)) wanted.current = undefined;
  });
  useEffect(() => offer(), [data]);
}
