// The employer plan's advanced search filters (issue 18, decision 0210): refused with 403 to anyone without a
// subscription in force, in the search's own round trip, and each filter's effect for a subscriber.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveSubscription, signedInSubscriber } from '../../../../tests/support/employer-perks.js';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { searchClient } from '../../../../tests/support/search.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DAY_MS } from '../../../shared/constants.js';
import type { WorkerSearchQuery } from '../../../shared/schemas/search.js';
import { workerReferences } from '../../db/schema.js';
import { approxPosition } from '../../lib/geo.js';
import { SESSION_COOKIE, sessionIdHash } from '../../platform/sessions/index.js';
import { sessionSearchScript } from './service.js';

describe('GET /api/workers/search: advanced filters', () => {
  let t: TestApp;
  let subscriber: string;
  let freeEmployer: string;
  const asSubscriber = searchClient(
    () => t,
    () => subscriber,
  );
  const asFree = searchClient(
    () => t,
    () => freeEmployer,
  );
  // Far from anything else in the database: every worker made here is near this point.
  const o = approxPosition(-31.5, 24.5);
  const at = { lat: o.lat, lng: o.lng, radius: 10 };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    subscriber = (await signedInSubscriber(t.db, t.config)).cookie;
    freeEmployer = (await signedInUser(t.db, t.config)).cookie;
    const place = { latitude: o.lat, longitude: o.lng };
    const make = async (key: string, fields: Parameters<typeof createWorker>[1]) => {
      ids[key] = (await createWorker(t.db, { ...place, fullName: key, ...fields })).id;
    };
    // Each worker stands out in one way; `plain` in none but a middling rating and English.
    await make('plain', { averageRating: '3.50', dailyRate: '300', spokenLanguages: ['en'] });
    await make('rated', { averageRating: '4.60', totalReviews: 5, dailyRate: '300' });
    await make('cheapHourly', { averageRating: '3.00', hourlyRate: '25', dailyRate: null });
    await make('dear', { averageRating: '3.00', dailyRate: '650' });
    await make('weekends', { averageRating: '3.00', dailyRate: '300', availability: 'Weekends only' });
    await make('cleared', { averageRating: '3.00', dailyRate: '300', hasPoliceClearance: true });
    await make('referenced', { averageRating: '3.00', dailyRate: '300' });
    await make('zulu', { averageRating: '3.00', dailyRate: '300', spokenLanguages: ['zu', 'en'] });
    await make('unverifiedRef', { averageRating: '3.00', dailyRate: '300' });
    await t.db.insert(workerReferences).values([
      {
        workerId: ids.referenced!,
        referenceName: 'Mrs Dlamini',
        referenceType: 'employer',
        isVerified: true,
      },
      {
        workerId: ids.unverifiedRef!,
        referenceName: 'Mr Smith',
        referenceType: 'employer',
        isVerified: false,
      },
    ]);
  });
  afterAll(() => t.close());

  const names = (res: { workers: { id: string }[] }) =>
    res.workers.map((w) => Object.keys(ids).find((k) => ids[k] === w.id)).sort();

  const oneOfEach: Record<string, string | number | boolean>[] = [
    { minRating: 4 },
    { rateMin: 100 },
    { rateMax: 500 },
    { availability: 'Weekends only' },
    { policeCleared: true },
    { verifiedReferences: true },
    { language: 'zu' },
  ];

  it('refuses each filter to a signed-in user without a subscription: 403, requiresSubscription', async () => {
    for (const filter of oneOfEach) {
      const res = await asFree.search({ ...at, ...filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(403);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/^Advanced filters come with an employer subscription/),
        requiresSubscription: true,
      });
    }
  });

  it('says so in the language of the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/workers/search?lat=${o.lat}&lng=${o.lng}&language=zu`,
      headers: { cookie: `${freeEmployer}; lang=zu` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Izihlungi ezengeziwe zitholakala ngokubhaliselwa komqashi/);
  });

  it('lets a free employer search without them, and takes a switch set to false or a blank field as no filter', async () => {
    expect((await asFree.found(at)).total).toBe(Object.keys(ids).length);
    const unset = await asFree.found({ ...at, policeCleared: false, language: '', minRating: '' });
    expect(unset.total).toBe(Object.keys(ids).length);
  });

  it('refuses a lapsed subscription and one paid ahead that has not started', async () => {
    const lapsed = await signedInUser(t.db, t.config);
    await giveSubscription(t.db, lapsed.user.id, {
      startsAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    const ahead = await signedInUser(t.db, t.config);
    await giveSubscription(t.db, ahead.user.id, { startsAt: new Date(Date.now() + DAY_MS) });
    for (const { cookie } of [lapsed, ahead]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/workers/search?lat=${o.lat}&lng=${o.lng}&policeCleared=true`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 401 before 403: no session, no word about subscriptions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/workers/search?lat=${o.lat}&lng=${o.lng}&minRating=4`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('reads no worker for a refused search: the subscription is a one-time filter before the index scan', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const hash = sessionIdHash(t.config, cookie.slice(`${SESSION_COOKIE}=`.length));
    const q: WorkerSearchQuery = {
      ...at,
      skill: undefined,
      verifiedOnly: false,
      sort: 'distance',
      page: 1,
      limit: 20,
      minRating: 4,
    };
    const explain = async () => {
      const [settings, ...statements] = sessionSearchScript(hash, q).split(';\n');
      const rows = await t.database.script<{ 'QUERY PLAN': string }>(
        `${settings}; EXPLAIN (ANALYZE, COSTS OFF) ${statements.at(-1)}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const refused = await explain();
    expect(refused).toMatch(/One-Time Filter/);
    expect(refused).toMatch(/Index Scan using workers_approx_earth_gist[^\n]*never executed/);
    await giveSubscription(t.db, user.id);
    // Subscribed, the index scan runs. (Other parts of the plan may still be skipped: the blocks check's session
    // look-ups run only when a block could apply, decision 0233.)
    const subscribed = await explain();
    expect(subscribed).toMatch(/Index Scan using workers_approx_earth_gist/);
    expect(subscribed).not.toMatch(/Index Scan using workers_approx_earth_gist[^\n]*never executed/);
  });

  it('applies each filter for a subscriber', async () => {
    const expected: [Record<string, string | number | boolean>, string[]][] = [
      [{ minRating: 4 }, ['rated']],
      [{ minRating: 3.5 }, ['plain', 'rated']],
      // By the day: an hourly R25 is R200 for eight hours.
      [{ rateMax: 250 }, ['cheapHourly']],
      [{ rateMin: 600 }, ['dear']],
      [{ rateMin: 200, rateMax: 300 }, Object.keys(ids).filter((k) => k !== 'dear')],
      [{ availability: 'Weekends only' }, ['weekends']],
      [{ policeCleared: true }, ['cleared']],
      [{ verifiedReferences: true }, ['referenced']],
      [{ language: 'zu' }, ['zulu']],
      [{ language: 'en' }, ['plain', 'zulu']],
      [{ language: 'xh' }, []],
      // Filters combine: all must hold.
      [{ language: 'en', minRating: 3.5 }, ['plain']],
    ];
    for (const [filter, want] of expected) {
      const res = await asSubscriber.found({ ...at, ...filter });
      expect(names(res), JSON.stringify(filter)).toEqual([...want].sort());
      expect(res.total, JSON.stringify(filter)).toBe(want.length);
    }
  });

  it('keeps the filters with a skill, Verified Only and every sort, and answers the languages on each card', async () => {
    await createWorker(t.db, {
      latitude: o.lat,
      longitude: o.lng,
      fullName: 'verifiedCook',
      skills: ['Cook/Chef'],
      isVerified: true,
      spokenLanguages: ['xh', 'af'],
    });
    for (const sort of ['distance', 'rating', 'price']) {
      const res = await asSubscriber.found({
        ...at,
        sort,
        skill: 'Cook/Chef',
        verifiedOnly: true,
        language: 'xh',
      });
      expect(res.workers.map((w) => [w.fullName, w.spokenLanguages])).toEqual([
        ['verifiedCook', ['xh', 'af']],
      ]);
    }
  });

  it('validates the filters with clear messages', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ minRating: 4.2 }, 'Minimum rating must be between 1 and 5, in steps of 0.5'],
      [{ minRating: 6 }, 'Minimum rating must be between 1 and 5, in steps of 0.5'],
      [{ rateMin: -5 }, 'Rates must be whole rand per day from 0 to 10000'],
      [{ rateMax: 'lots' }, 'Rates must be whole rand per day from 0 to 10000'],
      [{ rateMin: 500, rateMax: 300 }, 'The lowest rate must not be above the highest rate'],
      [{ availability: 'Sundays' }, 'Please choose one of the availability options'],
      [{ language: 'xx' }, 'Please choose one of the languages offered'],
      [{ policeCleared: 'yes' }, 'A filter switch must be true or false'],
    ];
    for (const [filter, message] of cases) {
      const res = await asSubscriber.search({ ...at, ...filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
