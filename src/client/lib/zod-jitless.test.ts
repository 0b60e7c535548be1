// The entry turns zod's eval probe off through zod's own global settings, which zod's core reads.
import { describe, expect, it } from 'vitest';
import { zodJitless } from './zod-jitless.js';

describe('zodJitless', () => {
  it("sets zod's jitless setting, which its schemas then parse under", async () => {
    zodJitless();
    const core = await import('zod/v4/core');
    expect(core.globalConfig.jitless).toBe(true);
    const z = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: 'Thandi' })).toEqual({ name: 'Thandi' });
    expect(z.object({ name: z.string() }).safeParse({ name: 1 }).success).toBe(false);
  });
});
