import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { cellAtDistance, searchClient } from '../../../../tests/support/search.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { type WorkerSearchResponse, workerSearchQuerySchema } from '../../../shared/schemas/search.js';
import { sessions } from '../../db/schema.js';
import { approxPosition, snapToGrid } from '../../lib/geo.js';
import { SESSION_COOKIE, sessionIdHash } from '../../platform/sessions/index.js';
import { sessionSearchScript } from './service.js';

describe('GET /api/workers/search', () => {
  let t: TestApp;
  let cookie: string;
  const { search, found } = searchClient(
    () => t,
    () => cookie,
  );
  // Each test works around its own origin, far from the others, so they share one database.
  let nextOrigin = 0;
  const origin = () => {
    nextOrigin += 1;
    return approxPosition(-40 + nextOrigin * 2, 10 + nextOrigin * 2);
  };

  const hashOf = (c: string) => sessionIdHash(t.config, c.slice(`${SESSION_COOKIE}=`.length));
  const query0 = workerSearchQuerySchema.parse({ lat: 0, lng: 0, radius: 10 });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.config)).cookie;
  });
  afterAll(() => t.close());

  it('asks for a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/workers/search?lat=-26.2&lng=28.04' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('checks the session in the same round trip: a signed-out or expired one gets 401 and reads no workers', async () => {
    const o = origin();
    await createWorker(t.db, { latitude: o.lat, longitude: o.lng });
    const { user } = await signedInUser(t.db, t.config);
    const gone = await sessionCookie(t.db, t.config, user.id);
    const expired = await sessionCookie(t.db, t.config, user.id);
    const q = { lat: o.lat, lng: o.lng, radius: 5 };
    const as = (c: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/workers/search?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
        headers: { cookie: c },
      });
    expect((await as(gone)).statusCode).toBe(200);
    expect((await as(expired)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: gone } });
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashOf(expired)));
    for (const c of [gone, expired, `${SESSION_COOKIE}=not-a-session`]) {
      const res = await as(c);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Unauthorized');
    }
    // The search statement of a dead session never runs its index scan.
    const script = sessionSearchScript(hashOf(expired), { ...query0, lat: o.lat, lng: o.lng });
    const [settings, ...statements] = script.split(';\n');
    const analyzed = await t.database.script<{ 'QUERY PLAN': string }>(
      `${settings}; EXPLAIN (ANALYZE, COSTS OFF) ${statements.at(-1)}`,
    );
    const text = analyzed.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/One-Time Filter/);
    expect(text).toMatch(/Index Scan using workers_approx_earth_gist[^\n]*never executed/);
  });

  it('slides an idle browser-session expiry forward on a search, as on any signed-in request', async () => {
    const { user } = await signedInUser(t.db, t.config);
    const c = await sessionCookie(t.db, t.config, user.id, false);
    const idle = new Date(Date.now() - 10 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: idle, expiresAt: soon })
      .where(eq(sessions.idHash, hashOf(c)));
    const o = origin();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/workers/search?lat=${o.lat}&lng=${o.lng}`,
      headers: { cookie: c },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashOf(c)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(idle.getTime());
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime());
  });

  it('includes a worker whose grid cell is 9.6 km away in a 10 km search and leaves out one at 10.4 km', async () => {
    const o = origin();
    const near = cellAtDistance(o, 9.55, 9.65);
    const far = cellAtDistance(o, 10.35, 10.45);
    // Exact homes sit off-centre inside their cells: only the cell centre may decide.
    const inside = await createWorker(t.db, { latitude: near.lat + 0.0045, longitude: near.lng + 0.0045 });
    const outside = await createWorker(t.db, { latitude: far.lat - 0.0045, longitude: far.lng - 0.0045 });
    const ten = await found({ lat: o.lat, lng: o.lng, radius: 10 });
    expect(ten.workers.map((w) => w.id)).toEqual([inside.id]);
    expect(ten.workers[0]!.distanceKm).toBe(10);
    expect(ten.total).toBe(1);
    const twenty = await found({ lat: o.lat, lng: o.lng, radius: 20 });
    expect(twenty.workers.map((w) => w.id)).toEqual([inside.id, outside.id]);
    // The default radius is 10 km.
    expect((await found({ lat: o.lat, lng: o.lng })).workers.map((w) => w.id)).toEqual([inside.id]);
  });

  it('filters by skill in the query', async () => {
    const o = origin();
    const gardener = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      skills: ['Gardening', 'Painting'],
    });
    await createWorker(t.db, { latitude: o.lat, longitude: o.lng, skills: ['Cleaning'] });
    const res = await found({ lat: o.lat, lng: o.lng, skill: 'Gardening' });
    expect(res.workers.map((w) => w.id)).toEqual([gardener.id]);
    expect(res.workers[0]!.skills).toEqual(['Gardening', 'Painting']);
    expect((await found({ lat: o.lat, lng: o.lng })).total).toBe(2);
  });

  it('shows only ID-verified workers with verifiedOnly', async () => {
    const o = origin();
    const verified = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      tierLevel: 'verified',
      isVerified: true,
    });
    await createWorker(t.db, { latitude: o.lat, longitude: o.lng });
    const res = await found({ lat: o.lat, lng: o.lng, verifiedOnly: true });
    expect(res.workers.map((w) => w.id)).toEqual([verified.id]);
    expect(res.workers[0]).toMatchObject({ isVerified: true, tierLevel: 'verified' });
    expect((await found({ lat: o.lat, lng: o.lng, verifiedOnly: false })).total).toBe(2);
  });

  it('sorts by distance, with premium then verified first within the same kilometre', async () => {
    const o = origin();
    const basicHere = await createWorker(t.db, { latitude: o.lat, longitude: o.lng, tierLevel: 'basic' });
    const premiumHere = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      tierLevel: 'premium',
      isVerified: true,
      hasPoliceClearance: true,
    });
    const verifiedHere = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      tierLevel: 'verified',
      isVerified: true,
    });
    const basicFar = await createWorker(t.db, { latitude: o.lat + 0.05, longitude: o.lng });
    const res = await found({ lat: o.lat, lng: o.lng, sort: 'distance' });
    expect(res.workers.map((w) => w.id)).toEqual([
      premiumHere.id,
      verifiedHere.id,
      basicHere.id,
      basicFar.id,
    ]);
    expect(res.workers.map((w) => w.distanceKm)).toEqual([0, 0, 0, 6]);
  });

  it('sorts by rating, best first, and by price, cheapest day rate first with no rate last', async () => {
    const o = origin();
    const mid = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      averageRating: '4.20',
      dailyRate: '400',
    });
    const top = await createWorker(t.db, {
      latitude: o.lat + 0.02,
      longitude: o.lng,
      averageRating: '4.90',
      dailyRate: null,
      hourlyRate: null,
    });
    const low = await createWorker(t.db, {
      latitude: o.lat + 0.04,
      longitude: o.lng,
      averageRating: '3.10',
      dailyRate: null,
      hourlyRate: '40',
    });
    const byRating = await found({ lat: o.lat, lng: o.lng, sort: 'rating' });
    expect(byRating.workers.map((w) => w.id)).toEqual([top.id, mid.id, low.id]);
    const byPrice = await found({ lat: o.lat, lng: o.lng, sort: 'price' });
    // R40 an hour is about R320 a day: cheaper than R400; 'Rate on request' goes last.
    expect(byPrice.workers.map((w) => w.id)).toEqual([low.id, mid.id, top.id]);
    expect(byPrice.workers[0]).toMatchObject({ hourlyRate: '40.00', dailyRate: null });
  });

  it('pages through the results with the full count on every page', async () => {
    const o = origin();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createWorker(t.db, { latitude: o.lat + i * 0.01, longitude: o.lng }));
    const p1 = await found({ lat: o.lat, lng: o.lng, limit: 2, page: 1 });
    const p2 = await found({ lat: o.lat, lng: o.lng, limit: 2, page: 2 });
    const p3 = await found({ lat: o.lat, lng: o.lng, limit: 2, page: 3 });
    const p4 = await found({ lat: o.lat, lng: o.lng, limit: 2, page: 4 });
    expect([...p1.workers, ...p2.workers, ...p3.workers].map((w) => w.id)).toEqual(made.map((w) => w.id));
    expect([p1.total, p2.total, p3.total, p4.total]).toEqual([5, 5, 5, 5]);
    expect(p4.workers).toEqual([]);
    expect(p1).toMatchObject({ page: 1, limit: 2, totalCapped: false });
  });

  it('hides unpaid, hidden and lapsed listings', async () => {
    const o = origin();
    const live = await createWorker(t.db, { latitude: o.lat, longitude: o.lng });
    await createWorker(t.db, { latitude: o.lat, longitude: o.lng, listed: false });
    await createWorker(t.db, { latitude: o.lat, longitude: o.lng, listingActive: false });
    await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      trialEndsAt: new Date(Date.now() - 1000),
      listedUntil: new Date(Date.now() - 1000),
    });
    const trial = await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      registrationPaidAt: null,
      listedUntil: new Date(Date.now() + 86_400_000),
    });
    const res = await found({ lat: o.lat, lng: o.lng });
    expect(res.workers.map((w) => w.id).sort()).toEqual([live.id, trial.id].sort());
  });

  it('never answers with exact coordinates or the address, only the grid cell centre and whole kilometres', async () => {
    const o = origin();
    const exact = { lat: o.lat + 0.01234, lng: o.lng + 0.02377 };
    const w = await createWorker(t.db, {
      latitude: exact.lat,
      longitude: exact.lng,
      address: '7 Secret Lane',
    });
    const res = await search({ lat: o.lat, lng: o.lng });
    const body = res.json() as WorkerSearchResponse;
    const item = body.workers.find((x) => x.id === w.id)!;
    expect(item.latitude).toBe(String(snapToGrid(exact.lat)));
    expect(item.longitude).toBe(String(snapToGrid(exact.lng)));
    expect(Number.isInteger(item.distanceKm)).toBe(true);
    for (const secret of [String(exact.lat), String(exact.lng), exact.lat.toFixed(4), '7 Secret Lane']) {
      expect(res.body).not.toContain(secret);
    }
    expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['address', 'postalCode', 'phoneNumber']));
  });

  it('gives identical answers for two homes in one grid cell, from any search point: no trilateration', async () => {
    const o = origin();
    const cell = { lat: o.lat + 0.05, lng: o.lng + 0.05 };
    // Opposite corners of the same cell, 1.5 km apart in truth.
    const a = await createWorker(t.db, { latitude: cell.lat - 0.0049, longitude: cell.lng - 0.0049 });
    const b = await createWorker(t.db, { latitude: cell.lat + 0.0049, longitude: cell.lng + 0.0049 });
    let seen = 0;
    let rnd = 7;
    const next = () => {
      rnd = (rnd * 1103515245 + 12345) % 2 ** 31;
      return rnd / 2 ** 31;
    };
    for (let i = 0; i < 60; i++) {
      const lat = cell.lat + (next() - 0.5) * 0.2;
      const lng = cell.lng + (next() - 0.5) * 0.2;
      const radius = [5, 10][i % 2]!;
      const res = await found({ lat, lng, radius });
      const ra = res.workers.find((w) => w.id === a.id);
      const rb = res.workers.find((w) => w.id === b.id);
      expect(Boolean(ra)).toBe(Boolean(rb));
      if (ra && rb) {
        seen += 1;
        expect([ra.latitude, ra.longitude, ra.distanceKm]).toEqual([
          rb.latitude,
          rb.longitude,
          rb.distanceKm,
        ]);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it.each([
    ['lat=91&lng=28', 'lat must be between -90 and 90'],
    ['lat=-26.2&lng=181', 'lng must be between -180 and 180'],
    ['lat=abc&lng=28', 'lat must be a number'],
    ['lat=-26.2&lng=28&radius=7', 'radius must be one of 5, 10, 20, 50 km'],
    ['lat=-26.2&lng=28&skill=Juggling', 'Unknown skill'],
    ['lat=-26.2&lng=28&sort=cheapest', 'sort must be distance, rating or price'],
    ['lng=28', 'lat must be a number'],
  ])('answers 400 for %s', async (qs, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/workers/search?${qs}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
