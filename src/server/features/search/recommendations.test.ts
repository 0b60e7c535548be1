// Featured recommendations (issue 18, decision 0212): the last search's place kept per person without a write per
// search, and GET /api/employer/recommendations answering workers near it, Premium first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { cellAtDistance } from '../../../../tests/support/search.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DAY_MS } from '../../../shared/constants.js';
import { RECOMMENDATION_COUNT } from '../../../shared/schemas/recommendations.js';
import { workerSearchQuerySchema } from '../../../shared/schemas/search.js';
import { lastSearches } from '../../db/schema.js';
import { approxPosition } from '../../lib/geo.js';
import { createLastSearchRecorder, saveLastSearch } from './last-search.js';

describe('featured recommendations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const lastOf = async (userId: string) =>
    (await t.db.select().from(lastSearches).where(eq(lastSearches.userId, userId)))[0];
  // A search as the route reads it, the schema's defaults filled in.
  const q = (lat: number) => workerSearchQuerySchema.parse({ lat, lng: 25, radius: 10 });

  it('asks for a sign-in, and has nothing to recommend before the first search', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/employer/recommendations' })).statusCode).toBe(
      401,
    );
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await get('/api/employer/recommendations', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ near: null, workers: [] });
  });

  it('keeps where a search was made, and not a refused one, and gives it back in the data download', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const refused = await get('/api/workers/search?lat=-29.1&lng=26.2&radius=20&minRating=4', cookie);
    expect(refused.statusCode).toBe(403);
    expect(await lastOf(user.id)).toBeUndefined();
    const ok = await get('/api/workers/search?lat=-29.1&lng=26.2&radius=20&skill=Gardening', cookie);
    expect(ok.statusCode).toBe(200);
    expect(await lastOf(user.id)).toMatchObject({
      latitude: -29.1,
      longitude: 26.2,
      radiusKm: 20,
      skill: 'Gardening',
    });
    // Personal information: in the person's data download (POPIA s23).
    const exported = await get('/api/me/export', cookie);
    expect(exported.json().lastSearch).toMatchObject({ latitude: -29.1, longitude: 26.2, radiusKm: 20 });
  });

  it('recommends live workers with the skill inside the radius of the last search, Premium first, then Verified, nearest first', async () => {
    const o = approxPosition(-30.6, 23.9);
    const { user, cookie } = await signedInUser(t.db, t.config);
    const at = (min: number, max: number) => {
      const c = cellAtDistance(o, min, max);
      return { latitude: c.lat, longitude: c.lng };
    };
    const make = (fullName: string, where: { latitude: number; longitude: number }, fields = {}) =>
      createWorker(t.db, { fullName, ...where, skills: ['Gardening'], ...fields });
    const premium = { tierLevel: 'premium', tierExpiresAt: new Date(Date.now() + 100 * DAY_MS) };
    const verified = { tierLevel: 'verified', tierExpiresAt: new Date(Date.now() + 100 * DAY_MS) };
    await make('basic near', at(1, 1.4));
    await make('premium far', at(8, 9), premium);
    await make('verified mid', at(5, 6), verified);
    await make('premium near', at(3, 3.4), premium);
    await make('lapsed premium', at(2, 2.4), { ...premium, tierExpiresAt: new Date(Date.now() - DAY_MS) });
    // Not recommended: beyond the radius, another skill, not listed, the employer's own worker profile.
    await make('premium beyond', at(13, 14), premium);
    await make('premium cook', at(1, 1.4), { ...premium, skills: ['Cook/Chef'] });
    await make('premium unlisted', at(1, 1.4), { ...premium, listed: false });
    await make('own profile', at(1, 1.4), { ...premium, userId: user.id });

    const search = await get(
      `/api/workers/search?lat=${o.lat}&lng=${o.lng}&radius=10&skill=Gardening`,
      cookie,
    );
    expect(search.statusCode).toBe(200);
    const res = await get('/api/employer/recommendations', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.near).toMatchObject({ latitude: o.lat, longitude: o.lng, radiusKm: 10, skill: 'Gardening' });
    expect(body.workers.map((w: { fullName: string }) => w.fullName)).toEqual([
      'premium near',
      'premium far',
      'verified mid',
      'basic near',
      'lapsed premium',
    ]);
    // Cards as the search gives them: the grid cell, whole kilometres, no address.
    expect(body.workers[0]).toMatchObject({ tierLevel: 'premium', distanceKm: 3 });
    expect(body.workers[0]).not.toHaveProperty('address');
    expect(body.workers[4].tierLevel).toBe('basic');
  });

  it(`recommends at most ${RECOMMENDATION_COUNT}`, async () => {
    const o = approxPosition(-32.4, 22.6);
    const { user, cookie } = await signedInUser(t.db, t.config);
    for (let i = 0; i < RECOMMENDATION_COUNT + 3; i++) {
      await createWorker(t.db, { latitude: o.lat, longitude: o.lng, fullName: `worker ${i}` });
    }
    await saveLastSearch(t.db, {
      userId: user.id,
      latitude: o.lat,
      longitude: o.lng,
      radiusKm: 5,
      skill: null,
      searchedAt: new Date(),
    });
    const res = await get('/api/employer/recommendations', cookie);
    expect(res.json().workers).toHaveLength(RECOMMENDATION_COUNT);
  });

  it('writes a first search at once, then only the latest of a window, and never an older one over a newer', async () => {
    const { user } = await signedInUser(t.db, t.config);
    const errors: unknown[] = [];
    const recorder = createLastSearchRecorder(t.db, { everyMs: 150, onError: (e) => errors.push(e) });
    await recorder.record(user.id, q(-30.1));
    expect((await lastOf(user.id))?.latitude).toBe(-30.1);
    await recorder.record(user.id, q(-30.2));
    await recorder.record(user.id, q(-30.3));
    expect((await lastOf(user.id))?.latitude).toBe(-30.1);
    await expect.poll(async () => (await lastOf(user.id))?.latitude, { timeout: 2000 }).toBe(-30.3);
    // A quiet window later the person is forgotten, and the next search is written at once again.
    await new Promise((r) => setTimeout(r, 400));
    await recorder.record(user.id, q(-30.4));
    expect((await lastOf(user.id))?.latitude).toBe(-30.4);
    // What waits at the close is written then.
    await recorder.record(user.id, q(-30.5));
    await recorder.flush();
    expect((await lastOf(user.id))?.latitude).toBe(-30.5);
    // Another process's older search does not overwrite a newer one.
    await saveLastSearch(t.db, {
      userId: user.id,
      latitude: -1,
      longitude: 1,
      radiusKm: 5,
      skill: null,
      searchedAt: new Date(Date.now() - 60_000),
    });
    expect((await lastOf(user.id))?.latitude).toBe(-30.5);
    expect(errors).toEqual([]);
  });

  it('keeps the later of two searches made in the same millisecond', async () => {
    const { user } = await signedInUser(t.db, t.config);
    const at = new Date('2026-11-24T10:00:00.123Z');
    const row = { userId: user.id, longitude: 25, radiusKm: 10, skill: null, searchedAt: at };
    await saveLastSearch(t.db, { ...row, latitude: -30.1 });
    await saveLastSearch(t.db, { ...row, latitude: -30.2 });
    expect(await lastOf(user.id)).toMatchObject({ latitude: -30.2, searchedAt: at });
    // Through the recorder, as a person's searches arrive: the first at once, the second at the window's end.
    const other = await signedInUser(t.db, t.config);
    const errors: unknown[] = [];
    const recorder = createLastSearchRecorder(t.db, { everyMs: 50, onError: (e) => errors.push(e) });
    await recorder.record(other.user.id, q(-31.1), at);
    await recorder.record(other.user.id, q(-31.2), at);
    await expect.poll(async () => (await lastOf(other.user.id))?.latitude, { timeout: 2000 }).toBe(-31.2);
    await recorder.flush();
    expect(errors).toEqual([]);
  });
});
