import { describe, expect, it, vi } from 'vitest';
import { isNewVersionError, loadWithRetry } from './lazy-retry';

describe('loadWithRetry', () => {
  it('loads at once when the first try works', async () => {
    const load = vi.fn().mockResolvedValue('screen');
    await expect(loadWithRetry(load, 0)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('screen');
    await expect(loadWithRetry(load, 0)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a new version is available when the retry fails too', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(failure);
    const error: unknown = await loadWithRetry(load, 0).catch((e: unknown) => e);
    expect(isNewVersionError(error)).toBe(true);
    expect((error as Error).cause).toBe(failure);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
