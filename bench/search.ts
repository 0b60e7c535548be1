// npm run bench:search [-- --workers N --requests R]: seeds N workers into a fresh database (PGlite, or a new
// PostgreSQL database with DATABASE_URL, dropped afterwards), then fires the same random searches around the seven
// demo cities at 10 concurrent connections over HTTP, and the same SQL straight at the database. Last line: JSON.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CATEGORIES, SEARCH_RADII_KM } from '../src/shared/constants.js';
import { SEARCH_RESULT_CAP, SEARCH_SORTS, type WorkerSearchQuery } from '../src/shared/schemas/search.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const WORKERS = arg('workers', 100_000);
const REQUESTS = arg('requests', 4000);
const WARMUP = arg('warmup', 300);
const CONCURRENCY = arg('concurrency', 10);
const adminUrl = process.env.DATABASE_URL;

const { loadConfig } = await import('../src/server/config.js');
const { openPglite, openPostgres, runMigrations } = await import('../src/server/db/client.js');
const { buildApp } = await import('../src/server/app.js');
const { generateWorkers, prng } = await import('../src/server/seed/generate.js');
const { SEED_AREAS } = await import('../src/server/seed/places.js');
const { createSession, SESSION_COOKIE } = await import('../src/server/features/auth/session.js');
const { buildSearchSql } = await import('../src/server/features/search/service.js');
const { users } = await import('../src/server/db/schema.js');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-search-'));
let dropDatabase = async () => {};
let database: Awaited<ReturnType<typeof openPglite>>;
let databaseUrl: string | undefined;
if (adminUrl) {
  const name = `wl_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  database = await openPostgres(databaseUrl, { max: CONCURRENCY });
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  database = await openPglite(path.join(dataDir, 'db'));
}

const cleanup = async () => {
  await database.close().catch(() => {});
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  await runMigrations(database);
  const seedStart = Date.now();
  let lastReport = 0;
  await generateWorkers(database.db, {
    count: WORKERS,
    seed: 7,
    phoneOffset: 1_000_000,
    withReviews: false,
    onProgress: (done) => {
      if (done - lastReport >= 50_000 || done === WORKERS) {
        lastReport = done;
        console.log(`seeded ${done}/${WORKERS} workers (${((Date.now() - seedStart) / 1000).toFixed(0)} s)`);
      }
    },
  });
  await database.query('ANALYZE');

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-0123456789abcdef0123456789',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [user] = await database.db
    .insert(users)
    .values({ phoneNumber: '+27829999999', firstName: 'Bench' })
    .returning();
  const { rawId } = await createSession(database.db, config, user!.id, true);
  const cookie = `${SESSION_COOKIE}=${rawId}`;

  // The same searches for both sides: around a random demo suburb, random radius, skill (half the time), sort.
  const rand = prng(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const searches: WorkerSearchQuery[] = Array.from({ length: REQUESTS + WARMUP }, () => {
    const area = pick(SEED_AREAS);
    return {
      lat: Number((area.lat + (rand() - 0.5) * 0.1).toFixed(5)),
      lng: Number((area.lng + (rand() - 0.5) * 0.1).toFixed(5)),
      radius: pick(SEARCH_RADII_KM),
      skill: rand() < 0.5 ? pick(CATEGORIES) : undefined,
      verifiedOnly: rand() < 0.2,
      sort: pick(SEARCH_SORTS),
      page: 1,
      limit: 50,
    };
  });
  const toUrl = (q: WorkerSearchQuery) => {
    const qs = new URLSearchParams({
      lat: String(q.lat),
      lng: String(q.lng),
      radius: String(q.radius),
      sort: q.sort,
    });
    if (q.skill) qs.set('skill', q.skill);
    if (q.verifiedOnly) qs.set('verifiedOnly', 'true');
    return `${base}/api/workers/search?${qs}`;
  };

  async function run(
    list: WorkerSearchQuery[],
    one: (q: WorkerSearchQuery) => Promise<void>,
  ): Promise<{ latencies: number[]; seconds: number }> {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < list.length) {
          const q = list[next++]!;
          const t0 = performance.now();
          await one(q);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    return { latencies, seconds: (performance.now() - started) / 1000 };
  }

  let totalFound = 0;
  const viaHttp = async (q: WorkerSearchQuery) => {
    const res = await fetch(toUrl(q), { headers: { cookie } });
    if (!res.ok) throw new Error(`search answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { total: number };
    totalFound += body.total;
  };
  const viaDb = async (q: WorkerSearchQuery) => {
    const { text, values } = buildSearchSql(q);
    await database.query(text, values);
  };

  const warm = searches.slice(0, WARMUP);
  const measured = searches.slice(WARMUP);
  await run(warm, viaHttp);
  totalFound = 0;
  const http = await run(measured, viaHttp);
  await run(warm, viaDb);
  const db = await run(measured, viaDb);
  await app.close();

  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  };
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const rps = measured.length / http.seconds;
  const dbRps = measured.length / db.seconds;
  console.log(
    [
      `database: ${database.kind}, workers: ${WORKERS}, searches: ${measured.length} at ${CONCURRENCY} concurrent`,
      `mean matches per search: ${(totalFound / measured.length).toFixed(0)} (capped at ${SEARCH_RESULT_CAP})`,
      `HTTP  p50 ${r1(pct(http.latencies, 50))} ms  p95 ${r1(pct(http.latencies, 95))} ms  p99 ${r1(pct(http.latencies, 99))} ms  ${r1(rps)} req/s`,
      `SQL   p50 ${r1(pct(db.latencies, 50))} ms  p95 ${r1(pct(db.latencies, 95))} ms  p99 ${r1(pct(db.latencies, 99))} ms  ${r1(dbRps)} q/s`,
    ].join('\n'),
  );
  console.log(
    JSON.stringify({
      workers: WORKERS,
      p50_ms: r1(pct(http.latencies, 50)),
      p95_ms: r1(pct(http.latencies, 95)),
      rps: r1(rps),
      db_rps: r1(dbRps),
      ratio: Math.round((rps / dbRps) * 100) / 100,
      db_p95_ms: r1(pct(db.latencies, 95)),
      database: database.kind,
    }),
  );
} finally {
  await cleanup();
}
