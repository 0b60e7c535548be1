// ICU's data is loaded by a worker that the page's HTML starts (decision 0392); the entry's warm-up then makes
// Lingui's number format and the app's clock in tasks of their own once that worker has ended (decision 0394), and
// starts the worker itself only where the HTML did not (the development server).
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

/** Stubs the page (with or without the HTML's starter, as the starter left it) and Worker; returns the workers started. */
function stubPage(starter: object | null): unknown[][] {
  const started: unknown[][] = [];
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (starter && selector.includes(INTL_WARM_STARTER) ? starter : null),
  });
  vi.stubGlobal(
    'Worker',
    class extends EventTarget {
      constructor(...args: unknown[]) {
        super();
        started.push(args);
      }
    },
  );
  return started;
}

describe('warmIntl', () => {
  it('makes the formatters in later tasks, not in the render that called it', async () => {
    stubPage({});
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
    const started = stubPage({ worker: new EventTarget() });
    warmIntl();
    expect(started).toEqual([]);
  });

  it("waits for the HTML's worker to end before making its own formatters", async () => {
    const worker = new EventTarget();
    stubPage({ worker });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const number = vi.spyOn(i18n, 'number');
    warmIntl();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(number).not.toHaveBeenCalled();
    worker.dispatchEvent(new Event('message'));
    // A second end (its error after its message) makes nothing twice.
    worker.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(number).toHaveBeenCalledTimes(1);
  });

  it('makes them at once where the worker had already ended, and after 3 s where it never does', async () => {
    stubPage({ worker: new EventTarget(), ended: true });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const number = vi.spyOn(i18n, 'number');
    warmIntl();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(number).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    try {
      stubPage({ worker: new EventTarget() });
      warmIntl();
      vi.advanceTimersByTime(2999);
      expect(number).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      vi.runOnlyPendingTimers();
      expect(number).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the worker itself where the page's HTML did not", () => {
    const started = stubPage(null);
    warmIntl();
    expect(started).toHaveLength(1);
    expect(String(started[0]?.[0])).toMatch(/intl-warm\.worker/);
    expect(started[0]?.[1]).toEqual({ name: 'intl-warm' });
  });
});

describe("the HTML's starter", () => {
  const run = (rootHasChildren: boolean, WorkerClass: unknown, script: Record<string, unknown> = {}) =>
    new Function('document', 'Worker', intlWarmStarter('/assets/intl-warm.worker-x.js'))(
      {
        currentScript: script,
        getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => rootHasChildren } : null),
      },
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

  it('leaves the worker on its script element, and marks its end there (a message or an error)', () => {
    class FakeWorker {
      onmessage: (() => void) | null = null;
      onerror: (() => void) | null = null;
    }
    const script: { worker?: FakeWorker; ended?: boolean } = {};
    run(false, FakeWorker, script);
    expect(script.worker).toBeInstanceOf(FakeWorker);
    expect(script.ended).toBeUndefined();
    script.worker?.onmessage?.();
    expect(script.ended).toBe(true);
    const failed: { worker?: FakeWorker; ended?: boolean } = {};
    run(false, FakeWorker, failed);
    failed.worker?.onerror?.();
    expect(failed.ended).toBe(true);
  });

  it('never breaks the page where a worker cannot start', () => {
    expect(() =>
      run(false, () => {
        throw new Error('no workers here');
      }),
    ).not.toThrow();
  });
});
