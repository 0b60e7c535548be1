// npm run bench:search [-- --workers N --requests R --warmup W --keep NAME --identity]: seeds N workers into a
// fresh database (PGlite, or a new PostgreSQL database with DATABASE_URL, dropped afterwards), then fires the same
// random searches around the demo suburbs at 10 concurrent connections over HTTP, and the same SQL straight at the
// database. Last line: JSON. The HTTP side offers compression as a phone does (brotli, gzip); --identity offers none.
//
// Set-up, fairness and the load child: bench/lib/bench-run.ts. Each side warms up with W searches (2000) before R
// are measured (8000): V8 needs that long to optimise the request path, and a running service is warm.
//
// --advanced F (0 by default) gives that fraction of the searches one of the employer plan's advanced filters
// (decision 0210); the bench user then holds a subscription, so they are answered, not refused.
//
// --keep NAME (PostgreSQL only) uses database NAME and leaves it in place: it is created and seeded when missing or
// when it holds a different number of workers, and new migrations are applied to it, so a 1M-worker database is
// seeded once and reused across runs.
import os from 'node:os';
import { CATEGORIES, SEARCH_RADII_KM } from '../src/shared/constants.js';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  SEARCH_SORTS,
  type WorkerSearchQuery,
} from '../src/shared/schemas/search.js';
import {
  benchArgs,
  loadAverage,
  measureBothSides,
  openBenchDatabase,
  percentile,
  runChildRole,
  seedChild,
  startBenchApp,
} from './lib/bench-run.js';
import { cleanUp, runBench } from './lib/cleanup.js';

async function seed() {
  const { generateWorkers } = await import('../src/server/seed/generate.js');
  await seedChild('workers', 50_000, (db, count, onProgress) =>
    generateWorkers(db, { count, seed: 7, phoneOffset: 1_000_000, withReviews: false, onProgress }),
  );
}

if (!(await runChildRole(seed))) await runBench(main);

async function main() {
  const { num, flag, keep } = benchArgs();
  const WORKERS = num('workers', 100_000);
  const REQUESTS = num('requests', 8000);
  const WARMUP = num('warmup', 2000);
  const CONCURRENCY = num('concurrency', 10);
  const ADVANCED = num('advanced', 0);

  const { prng } = await import('../src/server/seed/generate.js');
  const { SEED_AREAS } = await import('../src/server/seed/places.js');
  const { subscriptions } = await import('../src/server/db/schema.js');
  const bench = await openBenchDatabase({
    script: import.meta.url,
    name: 'search',
    keep,
    count: WORKERS,
    what: 'workers',
    countSql: 'SELECT count(*) AS n FROM workers',
    concurrency: CONCURRENCY,
  });
  const { database, databaseUrl } = bench;

  try {
    const started = await startBenchApp(bench);
    const { sessionIdHash, userId } = started;
    if (ADVANCED > 0) {
      await database.db.insert(subscriptions).values({
        userId,
        subscriptionType: 'annual',
        startsAt: new Date(Date.now() - 86_400_000),
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        paymentReference: `bench-${process.pid}-${Date.now()}`,
      });
    }
    // The same searches for both sides: around a random demo suburb, random radius, skill (half the time), sort.
    const rand = prng(99);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
    // One advanced filter, picked evenly, as a subscriber narrows a search.
    const advanced: Partial<WorkerSearchQuery>[] = [
      { minRating: 4 },
      { rateMax: 400 },
      { availability: 'Part-time' },
      { policeCleared: true },
      { verifiedReferences: true },
      { language: 'zu' },
      { language: 'en' },
    ];
    const searches: WorkerSearchQuery[] = Array.from({ length: REQUESTS + WARMUP }, () => {
      const area = pick(SEED_AREAS);
      const extra = ADVANCED > 0 && rand() < ADVANCED ? pick(advanced) : {};
      return {
        ...extra,
        lat: Number((area.lat + (rand() - 0.5) * 0.1).toFixed(5)),
        lng: Number((area.lng + (rand() - 0.5) * 0.1).toFixed(5)),
        radius: pick(SEARCH_RADII_KM),
        skill: rand() < 0.5 ? pick(CATEGORIES) : undefined,
        verifiedOnly: rand() < 0.2,
        sort: pick(SEARCH_SORTS),
        page: 1,
        limit: SEARCH_PAGE_SIZE,
      };
    });
    const job = {
      searches,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      sessionIdHash,
      // --identity: no Accept-Encoding, as the load generator sent before 2026-11-24 (no compression either side).
      ...(flag('identity') ? { acceptEncoding: '' } : {}),
    };
    const loadBefore = loadAverage();

    const { http, db, serverCpuMs, serverSystemMs } = await measureBothSides(bench, started, job);

    const measured = REQUESTS;
    const r1 = (x: number) => Math.round(x * 10) / 10;
    const rps = measured / http.seconds;
    const dbRps = measured / db.seconds;
    console.log(
      [
        `database: ${database.kind}, workers: ${WORKERS}, searches: ${measured} at ${CONCURRENCY} concurrent`,
        `load generator: separate process${databaseUrl ? '' : ' for HTTP; SQL in process (PGlite)'}`,
        `load average before / after: ${loadBefore} / ${loadAverage()} on ${os.cpus().length} cores`,
        `mean matches per search: ${(http.totalFound / measured).toFixed(0)} (capped at ${SEARCH_RESULT_CAP})`,
        `HTTP  p50 ${r1(percentile(http.latencies, 50))} ms  p95 ${r1(percentile(http.latencies, 95))} ms  p99 ${r1(percentile(http.latencies, 99))} ms  ${r1(rps)} req/s`,
        `SQL   p50 ${r1(percentile(db.latencies, 50))} ms  p95 ${r1(percentile(db.latencies, 95))} ms  p99 ${r1(percentile(db.latencies, 99))} ms  ${r1(dbRps)} q/s`,
        `CPU per search: server process ${serverCpuMs.toFixed(2)} ms (${serverSystemMs.toFixed(2)} in the kernel); load generator ${(http.cpuMs / measured).toFixed(2)} ms (HTTP side), ${(db.cpuMs / measured).toFixed(2)} ms (SQL side${databaseUrl ? '' : ', PGlite included'})`,
      ].join('\n'),
    );
    console.log(
      JSON.stringify({
        workers: WORKERS,
        ...(ADVANCED > 0 ? { advanced: ADVANCED } : {}),
        p50_ms: r1(percentile(http.latencies, 50)),
        p95_ms: r1(percentile(http.latencies, 95)),
        rps: r1(rps),
        db_rps: r1(dbRps),
        ratio: Math.round((rps / dbRps) * 100) / 100,
        db_p95_ms: r1(percentile(db.latencies, 95)),
        database: database.kind,
      }),
    );
  } finally {
    await cleanUp();
  }
}
