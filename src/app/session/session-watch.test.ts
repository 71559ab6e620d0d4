import { describe, expect, it, vi } from 'vitest';
import { createSessionWatch, type SessionCheck } from './session-watch';

/** A check that answers when told to. */
function pendingCheck() {
  let answer: (state: SessionCheck) => void = () => undefined;
  const check = vi.fn(() => new Promise<SessionCheck>((resolve) => (answer = resolve)));
  return { check, answer: (state: SessionCheck) => answer(state) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session watch', () => {
  it('a 401 ends the session at once, once, however many calls fail', () => {
    const ended = vi.fn();
    const check = vi.fn();
    const watch = createSessionWatch({ check, ended });
    watch.report(401);
    watch.report(401);
    watch.report(403);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
  });

  it('403s ask the server once; refused there too, the session ends once', async () => {
    const ended = vi.fn();
    const { check, answer } = pendingCheck();
    const watch = createSessionWatch({ check, ended });
    watch.report(403);
    watch.report(403);
    watch.report(403);
    expect(check).toHaveBeenCalledTimes(1);
    answer('ended');
    await settle();
    watch.report(403);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a 403 while the session lives is a refusal: nothing ends, and a later 403 is checked again', async () => {
    const ended = vi.fn();
    const { check, answer } = pendingCheck();
    const watch = createSessionWatch({ check, ended });
    watch.report(403);
    answer('alive');
    await settle();
    expect(ended).not.toHaveBeenCalled();
    watch.report(403);
    expect(check).toHaveBeenCalledTimes(2);
    answer('unknown');
    await settle();
    expect(ended).not.toHaveBeenCalled();
  });

  it('after the trip to sign-in (resume), a new failure is handled again', () => {
    const ended = vi.fn();
    const watch = createSessionWatch({ check: vi.fn(), ended });
    watch.report(401);
    watch.resume();
    watch.report(401);
    expect(ended).toHaveBeenCalledTimes(2);
  });
});
