// The service worker and the offline forms wait for the page to settle (decision 0394): a quiet spell with nothing
// downloaded, or a fixed limit for a page that never goes quiet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_LATEST_MS, SETTLED_QUIET_MS, whenSettled } from './when-settled.js';

let notify: (() => void) | undefined;
const disconnect = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  notify = undefined;
  disconnect.mockClear();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(options: { type: string }) {
        expect(options).toEqual({ type: 'resource' });
      }
      disconnect() {
        disconnect();
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('registers after a quiet spell, and each finished download starts the spell again', () => {
    const register = vi.fn();
    whenSettled(register);
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    notify?.();
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_LATEST_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers at the limit on a page that never goes quiet, once', () => {
    const register = vi.fn();
    whenSettled(register);
    for (let at = 0; at < SETTLED_LATEST_MS - 1000; at += 1000) {
      vi.advanceTimersByTime(1000);
      notify?.();
    }
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(register).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SETTLED_QUIET_MS * 2);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never calls once cancelled (a page left before it settled)', () => {
    const register = vi.fn();
    const cancel = whenSettled(register);
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    cancel();
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLED_LATEST_MS);
    expect(register).not.toHaveBeenCalled();
  });

  it('counts from the call alone where the browser has no resource timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const register = vi.fn();
    whenSettled(register);
    vi.advanceTimersByTime(SETTLED_QUIET_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
