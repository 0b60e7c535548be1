import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { cellAtDistance, searchClient } from '../../../../tests/support/search.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { CATEGORIES } from '../../../shared/constants.js';
import type { WorkerSearchQuery } from '../../../shared/schemas/search.js';
import { approxPosition } from '../../lib/geo.js';
import { sessionHashLiteral } from '../../platform/sessions/index.js';
import { generateWorkers } from '../../seed/generate.js';
import { buildSearchSql, SEARCH_PLAN_SETTINGS } from './search-sql.js';

describe('GET /api/workers/search: the search plan', () => {
  let t: TestApp;
  let cookie: string;
  const { found } = searchClient(
    () => t,
    () => cookie,
  );

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.config)).cookie;
  });
  afterAll(() => t.close());

  const query = (over: Partial<WorkerSearchQuery>): WorkerSearchQuery => ({
    lat: -26.2,
    lng: 28.0,
    radius: 10,
    skill: undefined,
    verifiedOnly: false,
    sort: 'rating',
    page: 1,
    limit: 50,
    ...over,
  });
  const plan = async (q: WorkerSearchQuery, analyze = false) => {
    const rows = await t.database.script<{ 'QUERY PLAN': string }>(
      `${SEARCH_PLAN_SETTINGS} EXPLAIN ${analyze ? '(ANALYZE, COSTS OFF) ' : ''}${buildSearchSql(q)}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  /** The index scan node and its detail lines. */
  const scan = (text: string) => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => /Index Scan using/.test(l));
    expect(at, text).toBeGreaterThanOrEqual(0);
    return lines.slice(at, at + 4).join('\n');
  };

  beforeAll(async () => {
    await generateWorkers(t.db, { count: 3000, seed: 3, phoneOffset: 5_000_000, withReviews: false });
    await t.database.query('ANALYZE workers');
  });

  it('walks the GiST index on the grid position, bounded by the radius box and in KNN order', async () => {
    const text = await plan(query({}));
    expect(scan(text)).toMatch(/Index Scan using workers_approx_earth_gist/);
    expect(scan(text)).toMatch(/Index Cond: .*<@/);
    expect(scan(text)).toMatch(/Order By: .*<->/);
    expect(text).not.toMatch(/Bitmap|Seq Scan/);
  });

  it('walks the partial index of the skill, or of verified listings, so it reads only matching workers', async () => {
    const indexes = await t.database.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'workers' AND indexname LIKE 'workers_earth_gist_%'`,
    );
    expect(indexes).toHaveLength(CATEGORIES.length + 1);
    for (const skill of CATEGORIES) {
      const slug = skill
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '');
      for (const verifiedOnly of [false, true]) {
        const text = await plan(query({ skill, verifiedOnly, sort: 'distance' }));
        expect(scan(text), skill).toMatch(new RegExp(`Index Scan using workers_earth_gist_skill_${slug} `));
        expect(scan(text), skill).toMatch(/Index Cond: .*<@/);
        expect(scan(text), skill).toMatch(/Order By: .*<->/);
        expect(text).not.toMatch(/Bitmap|Seq Scan/);
      }
    }
    const verified = await plan(query({ verifiedOnly: true, sort: 'price' }));
    expect(scan(verified)).toMatch(/Index Scan using workers_earth_gist_verified /);
    expect(scan(verified)).toMatch(/Order By: .*<->/);
  });

  it('keeps the bounded KNN walk with the advanced filters: they are conditions of the same index scan', async () => {
    const text = await plan(
      query({
        skill: 'Gardening',
        minRating: 4,
        rateMin: 100,
        rateMax: 400,
        availability: 'Part-time',
        policeCleared: true,
        verifiedReferences: true,
        language: 'zu',
      }),
    );
    expect(scan(text)).toMatch(/Index Scan using workers_earth_gist_skill_gardening /);
    expect(scan(text)).toMatch(/Index Cond: .*<@/);
    expect(scan(text)).toMatch(/Order By: .*<->/);
    expect(text).not.toMatch(/Bitmap|Seq Scan/);
  });

  it('stops at the radius in a sparse area instead of walking on to the next town', async () => {
    // Upington: hundreds of kilometres from the generated workers' suburbs.
    const o = approxPosition(-28.45, 21.25);
    const near = cellAtDistance(o, 3, 4);
    const edge = cellAtDistance(o, 9.5, 9.9);
    const beyond = cellAtDistance(o, 13, 15);
    const a = await createWorker(t.db, { latitude: near.lat, longitude: near.lng, skills: ['Plumbing'] });
    const b = await createWorker(t.db, { latitude: edge.lat, longitude: edge.lng, skills: ['Plumbing'] });
    await createWorker(t.db, { latitude: beyond.lat, longitude: beyond.lng, skills: ['Plumbing'] });
    await createWorker(t.db, { latitude: near.lat, longitude: near.lng, skills: ['Cleaning'] });
    const q = query({ lat: o.lat, lng: o.lng, radius: 10, skill: 'Plumbing', sort: 'distance' });
    const res = await found({ lat: o.lat, lng: o.lng, radius: 10, skill: 'Plumbing', sort: 'distance' });
    expect(res.workers.map((w) => w.id)).toEqual([a.id, b.id]);
    expect(res).toMatchObject({ total: 2, totalCapped: false });
    // The index scan hands over only the workers inside the box: not the 201 nearest plumbers in the country.
    const analyzed = await plan(q, true);
    const rows = Number(/Index Scan using [^\n]*rows=(\d+)/.exec(analyzed)?.[1]);
    expect(rows, analyzed).toBeLessThanOrEqual(2);
    const everyone = await found({ lat: o.lat, lng: o.lng, radius: 50 });
    expect(everyone.total).toBe(4);
  });

  it('inlines only validated values', () => {
    expect(() => sessionHashLiteral("x' OR true --")).toThrow(/session hash/);
    expect(() => buildSearchSql(query({ skill: "Plumbing'; DROP TABLE workers; --" }))).toThrow(
      /unknown skill/,
    );
    expect(() => buildSearchSql(query({ lat: Number.NaN }))).toThrow(/finite/);
    expect(() => buildSearchSql(query({ limit: 1.5 }))).toThrow(/count/);
    const unchecked = (over: Record<string, unknown>) => query(over as Partial<WorkerSearchQuery>);
    expect(() => buildSearchSql(unchecked({ language: "zu'] OR true --" }))).toThrow(/unknown language/);
    expect(() => buildSearchSql(unchecked({ availability: "x' OR 'a'='a" }))).toThrow(/unknown availability/);
    expect(() => buildSearchSql(unchecked({ rateMin: -1 }))).toThrow(/count/);
    expect(() => buildSearchSql(unchecked({ minRating: Number.POSITIVE_INFINITY }))).toThrow(/finite/);
  });
});
