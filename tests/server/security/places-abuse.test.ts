// Issue 15, item 6: with a remote geocoder, a flood of place searches cannot make real users wait behind it: the
// queue is bounded (503 at once when full), cached answers still come straight back, and each client address has
// its own allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_BUSY_MESSAGE } from '../../../src/server/providers/places/remote.js';
import { type FakeGeocoder, startFakeGeocoder } from '../../support/fake-geocoder.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

describe('place search under a flood', () => {
  let t: TestApp;
  let fake: FakeGeocoder;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    t = await createTestApp({
      PLACES_PROVIDER: 'nominatim',
      PLACES_API_BASE: fake.baseUrl,
      PLACES_QUEUE_MAX: '3',
      PLACES_REQUESTS_PER_IP_PER_MINUTE: '10',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  let ipCounter = 0;
  const get = (q: string, ip = `10.60.0.${++ipCounter}`) =>
    t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}`, remoteAddress: ip });

  it('refuses queries beyond the queue at once with 503, and still answers cached ones', async () => {
    expect((await get('Soweto')).statusCode).toBe(200); // now cached
    const started = Date.now();
    // The attack: 20 distinct queries at once, from 20 addresses (so no per-address limit applies).
    const flood = Array.from({ length: 20 }, (_, i) => get(`Flood ${i}`));
    const cachedStarted = Date.now();
    const cached = await get('Soweto');
    const cachedMs = Date.now() - cachedStarted;
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.statusCode);
    // At most three wait at any moment; one that finishes while the flood still arrives frees its place.
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(answered).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 503)).toHaveLength(20 - answered);
    const busy = answers.find((r) => r.statusCode === 503)!;
    expect(busy.json().message).toBe(PLACES_BUSY_MESSAGE);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(cached.statusCode).toBe(200);
    expect(cachedMs).toBeLessThan(1000);
    // Three remote calls at one a second: the whole flood is over in about 3 s, not 20.
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('limits searches per client address', async () => {
    const ip = '10.61.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await get('Soweto', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await get('Soweto', '10.61.0.2')).statusCode).toBe(200);
  });
});
