import { describe, expect, it, vi } from 'vitest';
import { notify } from './toaster';
import { toaster } from './toast-store';

describe('notify', () => {
  it('loads the store with the first toast and runs the calls made meanwhile in their order', async () => {
    const calls: string[] = [];
    const create = vi.spyOn(toaster, 'create').mockImplementation((options) => {
      calls.push(`create ${String(options.title)}`);
      return options.id ?? 'generated';
    });
    const dismiss = vi.spyOn(toaster, 'dismiss').mockImplementation((id) => void calls.push(`dismiss ${id ?? 'all'}`));
    notify.success('Spremljeno', { id: 'saved' });
    notify.dismiss('saved');
    notify.error('Zahtjev nije poslan.');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual(['create Spremljeno', 'dismiss saved', 'create Zahtjev nije poslan.']);
    // Once the store is in, a toast is created at once.
    notify.info('Izvještaj se priprema.');
    expect(calls.at(-1)).toBe('create Izvještaj se priprema.');
    create.mockRestore();
    dismiss.mockRestore();
  });

  it('gives each kind its duration', async () => {
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => 'id');
    notify.success('a');
    notify.error('b');
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls.map(([options]) => [options.type, options.duration])).toEqual([
      ['success', 4000],
      ['error', 5000],
    ]);
    create.mockRestore();
  });
});
