// The Jobs Near Me plan (decision 0204): a KNN walk of the partial GiST index of open jobs (or of the skill's),
// bounded by the radius box, never a bitmap or sequential scan; and only validated values inlined.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { CATEGORIES } from '../../../shared/constants.js';
import { generateJobPosts } from '../../seed/generate-jobs.js';
import { buildNearbySql, NEARBY_PLAN_SETTINGS, type NearbyFilter } from './nearby.js';

describe('GET /api/jobs/nearby: the plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await generateJobPosts(t.db, { count: 3000, seed: 5, phoneOffset: 6_000_000 });
    await t.database.query('ANALYZE job_posts');
  });
  afterAll(() => t.close());

  const filter = (over: Partial<NearbyFilter>): NearbyFilter => ({
    lat: -26.2,
    lng: 28.0,
    radiusKm: 10,
    limit: 20,
    offset: 0,
    ...over,
  });
  const plan = async (f: NearbyFilter) => {
    const rows = await t.database.script<{ 'QUERY PLAN': string }>(
      `${NEARBY_PLAN_SETTINGS} EXPLAIN ${buildNearbySql(f)}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const scan = (text: string) => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => /Index Scan using/.test(l));
    expect(at, text).toBeGreaterThanOrEqual(0);
    return lines.slice(at, at + 4).join('\n');
  };

  it('walks the partial index of open jobs, bounded by the radius box and in KNN order', async () => {
    const text = await plan(filter({ radiusKm: 50 }));
    expect(scan(text)).toMatch(/Index Scan using job_posts_open_earth_gist on/);
    expect(scan(text)).toMatch(/Index Cond: .*<@/);
    expect(scan(text)).toMatch(/Order By: .*<->/);
    expect(text).not.toMatch(/Bitmap|Seq Scan/);
  });

  it('walks the partial index of the skill asked for, so it reads only jobs with that skill', async () => {
    const indexes = await t.database.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'job_posts' AND indexname LIKE 'job_posts_open_earth_gist_%'`,
    );
    expect(indexes).toHaveLength(CATEGORIES.length);
    for (const skill of CATEGORIES) {
      const slug = skill.toLowerCase().replace(/[^a-z]+/g, '_');
      const text = await plan(filter({ skill }));
      expect(scan(text), skill).toMatch(new RegExp(`Index Scan using job_posts_open_earth_gist_${slug} `));
      expect(scan(text), skill).toMatch(/Order By: .*<->/);
      expect(text).not.toMatch(/Bitmap|Seq Scan/);
    }
  });

  it('inlines only validated values', () => {
    expect(() => buildNearbySql(filter({ skill: "Cleaning'; DROP TABLE job_posts; --" }))).toThrow(
      /unknown skill/,
    );
    expect(() => buildNearbySql(filter({ anySkills: ['Cleaning', "x' OR true"] }))).toThrow(/unknown skill/);
    expect(() => buildNearbySql(filter({ lat: Number.NaN }))).toThrow(/finite/);
    expect(() => buildNearbySql(filter({ limit: 2.5 }))).toThrow(/count/);
  });
});
