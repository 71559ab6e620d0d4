import { describe, expect, it } from 'vitest';

describe('zod-setup', () => {
  it('makes zod, loaded after it, parse without compiling parsers', async () => {
    await import('./zod-setup');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
