import { describe, expect, it } from 'vitest';
import { createInFlight, guarded } from './one-write';

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('one write per intent', () => {
  it('refuses a second call of the same key while the first is in flight, at the moment of the call', async () => {
    const inFlight = createInFlight();
    let calls = 0;
    let finish!: (value: string) => void;
    const write = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = guarded(inFlight, 'save', write);
    const second = guarded(inFlight, 'save', write);
    expect(calls).toBe(1);
    finish('ok');
    await expect(first).resolves.toBe('ok');
    expect(await settled(second)).toBe(false);
  });

  it('lets the next write through once the first has settled, also after a failure', async () => {
    const inFlight = createInFlight();
    await expect(guarded(inFlight, 'save', () => Promise.reject(new Error('400')))).rejects.toThrow('400');
    await expect(guarded(inFlight, 'save', () => Promise.resolve(2))).resolves.toBe(2);
    await expect(guarded(inFlight, 'save', () => { throw new Error('sync'); })).rejects.toThrow('sync');
    await expect(guarded(inFlight, 'save', () => Promise.resolve(3))).resolves.toBe(3);
  });

  it('keeps independent keys apart', async () => {
    const inFlight = createInFlight();
    const never = () => new Promise<number>(() => undefined);
    void guarded(inFlight, 'sms', never);
    await expect(guarded(inFlight, 'magic', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
