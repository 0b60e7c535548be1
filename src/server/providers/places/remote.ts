// What the public geocoders' usage policies ask of every client: an identifying User-Agent, at most one request
// per second, and a cache so a repeated query is never sent twice.

import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { HttpError } from '../../lib/http-error.js';

export interface RemoteOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Minimum spacing between requests; 1000 ms is Nominatim's published limit. */
  minIntervalMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Requests that may wait for the one-a-second slot; more are refused at once (503), not queued for minutes. */
  maxQueued?: number;
}

export const PLACES_BUSY_MESSAGE = ERROR_TEXTS.placesBusy;

export class PoliteHttpClient {
  private readonly cache = new Map<string, { at: number; value: unknown }>();
  private queue: Promise<unknown> = Promise.resolve();
  private lastContactAt = 0;
  private waiting = 0;

  constructor(private readonly opts: RemoteOptions) {}

  /** GET JSON through the cache and the one-at-a-time throttle. */
  async getJson<T>(pathAndQuery: string): Promise<T> {
    const url = new URL(
      pathAndQuery,
      this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : `${this.opts.baseUrl}/`,
    );
    const key = url.toString();
    const ttl = this.opts.cacheTtlMs ?? 24 * 3600_000;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < ttl) {
      // Re-insert so the Map's order doubles as least-recently-used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.value as T;
    }
    // 60 queries used to make a real user wait 60 s behind them (issue 15): a full queue answers at once.
    const maxQueued = this.opts.maxQueued ?? 5;
    if (this.waiting >= maxQueued) {
      throw new HttpError(
        503,
        PLACES_BUSY_MESSAGE,
        { code: 'places_busy' },
        { 'Retry-After': String(maxQueued) },
      );
    }
    this.waiting += 1;
    const run = this.queue
      .then(() => this.fetchSpaced<T>(url))
      .finally(() => {
        this.waiting -= 1;
      });
    this.queue = run.catch(() => undefined);
    const value = await run;
    this.cache.set(key, { at: Date.now(), value });
    const max = this.opts.cacheSize ?? 1000;
    while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value as string);
    return value;
  }

  private async fetchSpaced<T>(url: URL): Promise<T> {
    // A timer may fire a millisecond early: wait until the full interval has really passed. The interval runs from
    // the last answer as well as the last start: a request slowed on its way (a busy machine, a new connection)
    // reaches the service late, and the next one, spaced only from the first's start, would then arrive there
    // less than a second after it. Once the answer is in, the request has surely arrived.
    for (;;) {
      const wait = this.lastContactAt + (this.opts.minIntervalMs ?? 1000) - Date.now();
      if (wait <= 0) break;
      await new Promise((r) => setTimeout(r, wait));
    }
    this.lastContactAt = Date.now();
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'user-agent': this.opts.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
    } catch {
      throw new HttpError(502, ERROR_TEXTS.placesUnavailable);
    } finally {
      this.lastContactAt = Date.now();
    }
    if (!res.ok) throw new HttpError(502, ERROR_TEXTS.placesUnavailable);
    return (await res.json()) as T;
  }
}
