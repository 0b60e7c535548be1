// Database.scriptArrays (decision 0257): on PostgreSQL its own pg submittable, on PGlite exec's array rows; both
// must parse values as scriptResults does, answer one list per statement, and give the connection back on failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

describe('Database.scriptArrays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const script = `SET LOCAL jit = off;
SELECT 1::int AS n, true AS yes, NULL::text AS nothing, to_json(ARRAY['a''b', 'c']) AS skills, 'hé "x"'::text AS title,
  '2026-01-02T03:04:05.678Z'::timestamptz AS at, 1.5::float8 AS f, '2026-03-04'::date::text AS day;
SELECT 1 WHERE false;
SELECT 2 AS two`;

  it('answers every statement, each row its values in select-list order, parsed as scriptResults parses them', async () => {
    const arrays = await t.database.scriptArrays(script);
    const objects = await t.database.scriptResults(script);
    expect(arrays.map((rows) => rows.length)).toEqual([0, 1, 0, 1]);
    expect(arrays[1]).toEqual([
      [1, true, null, ["a'b", 'c'], 'hé "x"', new Date('2026-01-02T03:04:05.678Z'), 1.5, '2026-03-04'],
    ]);
    expect(arrays[1]?.[0]).toEqual(Object.values(objects[1]?.[0] ?? {}));
    expect(arrays[3]).toEqual([[2]]);
  });

  it('fails with the database error and leaves the connections usable', async () => {
    // More failures than the pool has connections: one not given back would leave the last query waiting.
    for (let i = 0; i < 12; i++) {
      await expect(t.database.scriptArrays('SELECT 1; SELECT 1 / 0')).rejects.toThrow(/division by zero/);
    }
    expect(await t.database.scriptArrays('SELECT 3')).toEqual([[[3]]]);
  });
});
