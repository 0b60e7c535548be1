// The Intl warm-up runs in tasks of its own, after the task that called it (the first render's), and makes Lingui's
// number format in the active language and the app's clock in South African time.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZONE } from './format-time.js';
import { warmIntl } from './warm-intl.js';

const OriginalDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  vi.restoreAllMocks();
  Intl.DateTimeFormat = OriginalDateTimeFormat;
});

describe('warmIntl', () => {
  it('makes the formatters in later tasks, not in the render that called it', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const number = vi.spyOn(i18n, 'number');
    const made: unknown[][] = [];
    Intl.DateTimeFormat = class extends OriginalDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push(args);
      }
    } as typeof Intl.DateTimeFormat;
    warmIntl();
    await Promise.resolve();
    expect(number).not.toHaveBeenCalled();
    expect(made).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(number).toHaveBeenCalledWith(0);
    expect(made).toHaveLength(1);
    expect(made[0]?.[1]).toMatchObject({ timeZone: ZONE });
  });
});
