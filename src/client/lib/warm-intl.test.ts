// ICU's data is loaded by a worker that the page's HTML starts (decision 0392); the entry's warm-up then makes
// Lingui's number format and the app's clock in tasks of their own, and starts the worker itself only where the
// HTML did not (the development server).
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZONE } from './format-time.js';
import { INTL_WARM_STARTER, intlWarmStarter } from './intl-warm-starter.js';
import { warmIntl } from './warm-intl.js';

const OriginalDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Intl.DateTimeFormat = OriginalDateTimeFormat;
});

/** Stubs the page (with or without the HTML's starter) and Worker; returns the workers started. */
function stubPage(hasStarter: boolean): unknown[][] {
  const started: unknown[][] = [];
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (hasStarter && selector.includes(INTL_WARM_STARTER) ? {} : null),
  });
  vi.stubGlobal(
    'Worker',
    class {
      constructor(...args: unknown[]) {
        started.push(args);
      }
    },
  );
  return started;
}

describe('warmIntl', () => {
  it('makes the formatters in later tasks, not in the render that called it', async () => {
    stubPage(true);
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

  it("starts no second worker where the page's HTML started one", () => {
    expect(stubPage(true)).toEqual([]);
    warmIntl();
  });

  it("starts the worker itself where the page's HTML did not", () => {
    const started = stubPage(false);
    warmIntl();
    expect(started).toHaveLength(1);
    expect(String(started[0]?.[0])).toMatch(/intl-warm\.worker/);
    expect(started[0]?.[1]).toEqual({ name: 'intl-warm' });
  });
});

describe("the HTML's starter", () => {
  const run = (rootHasChildren: boolean, WorkerClass: unknown) =>
    new Function('document', 'Worker', intlWarmStarter('/assets/intl-warm.worker-x.js'))(
      { getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => rootHasChildren } : null) },
      WorkerClass,
    );

  it('starts the worker on an app page (an empty #root) and none on a prerendered one', () => {
    const started: unknown[][] = [];
    class FakeWorker {
      constructor(...args: unknown[]) {
        started.push(args);
      }
    }
    run(false, FakeWorker);
    expect(started).toEqual([['/assets/intl-warm.worker-x.js', { name: 'intl-warm' }]]);
    run(true, FakeWorker);
    expect(started).toHaveLength(1);
  });

  it('never breaks the page where a worker cannot start', () => {
    expect(() =>
      run(false, () => {
        throw new Error('no workers here');
      }),
    ).not.toThrow();
  });
});
