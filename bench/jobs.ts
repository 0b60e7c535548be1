// npm run bench:jobs [-- --jobs N --requests R --warmup W --keep NAME --identity]: seeds N open job posts (100,000)
// into a fresh PostgreSQL database (DATABASE_URL; PGlite without it), then fires the same random Jobs Near Me queries
// around the demo suburbs at 10 concurrent connections over HTTP (GET /api/jobs/nearby), and the endpoint's SQL
// script straight at the database, in one run, as bench/search.ts does and with its load generator
// (bench/lib/search-load.ts) and set-up (bench/lib/bench-run.ts). Issue 18's budget: HTTP req/s at least 0.7 of the
// SQL's q/s, and the HTTP p95 within 1.5 times the SQL's p95. Last line: JSON. The HTTP side offers compression as a
// phone does (brotli, gzip); --identity offers none.
//
// --keep NAME (PostgreSQL only) uses database NAME and leaves it in place: created and seeded when missing or when it
// holds a different number of job posts, so the 100,000 are seeded once and reused (for 30 days: they expire).
import os from 'node:os';
import { CATEGORIES, type Category, SEARCH_RADII_KM } from '../src/shared/constants.js';
import type { NearbyJobsQuery } from '../src/shared/schemas/job-posts.js';
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP } from '../src/shared/schemas/search-sorts.js';
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
import type { LoadJob } from './lib/search-load.js';

/** Issue 18: HTTP throughput against the SQL's, and HTTP p95 against the SQL's. */
const BUDGET = { minRatio: 0.7, maxP95Ratio: 1.5 };

async function seed() {
  const { generateJobPosts } = await import('../src/server/seed/generate-jobs.js');
  await seedChild('job posts', 25_000, (db, count, onProgress) =>
    generateJobPosts(db, { count, seed: 18, phoneOffset: 2_000_000, onProgress }),
  );
}

if (!(await runChildRole(seed))) await runBench(main);

async function main() {
  const { num, flag, keep } = benchArgs();
  const JOBS = num('jobs', 100_000);
  const REQUESTS = num('requests', 8000);
  const WARMUP = num('warmup', 2000);
  const CONCURRENCY = num('concurrency', 10);

  const { prng } = await import('../src/server/seed/generate.js');
  const { SEED_AREAS } = await import('../src/server/seed/places.js');
  const bench = await openBenchDatabase({
    script: import.meta.url,
    name: 'jobs',
    keep,
    count: JOBS,
    what: 'open job posts',
    countSql: `SELECT count(*) AS n FROM job_posts WHERE status = 'open' AND expires_at > now()`,
    concurrency: CONCURRENCY,
  });
  const { database } = bench;

  try {
    const started = await startBenchApp(bench);
    const { sessionIdHash } = started;

    // The same queries for both sides: around a random demo suburb, a random radius, a skill half the time.
    const rand = prng(1818);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
    const queries: NearbyJobsQuery[] = Array.from({ length: REQUESTS + WARMUP }, () => {
      const area = pick(SEED_AREAS);
      return {
        lat: Number((area.lat + (rand() - 0.5) * 0.1).toFixed(5)),
        lng: Number((area.lng + (rand() - 0.5) * 0.1).toFixed(5)),
        radius: pick(SEARCH_RADII_KM),
        skill: rand() < 0.5 ? (pick(CATEGORIES) as Category) : undefined,
        page: 1,
        limit: SEARCH_PAGE_SIZE,
      };
    });
    const job: Omit<LoadJob, 'side'> = {
      target: 'jobs',
      searches: queries,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      sessionIdHash,
      // --identity: no Accept-Encoding, as the load generator sent before 2026-11-24 (no compression either side).
      ...(flag('identity') ? { acceptEncoding: '' } : {}),
    };
    const loadBefore = loadAverage();

    const { http, db, serverCpuMs, serverSystemMs } = await measureBothSides(bench, started, job);

    const r1 = (x: number) => Math.round(x * 10) / 10;
    const rps = REQUESTS / http.seconds;
    const dbRps = REQUESTS / db.seconds;
    const ratio = Math.round((rps / dbRps) * 100) / 100;
    const p95 = percentile(http.latencies, 95);
    const dbP95 = percentile(db.latencies, 95);
    const p95Ratio = Math.round((p95 / dbP95) * 100) / 100;
    const withinBudget = ratio >= BUDGET.minRatio && p95Ratio <= BUDGET.maxP95Ratio;
    console.log(
      [
        `database: ${database.kind}, open job posts: ${JOBS}, queries: ${REQUESTS} at ${CONCURRENCY} concurrent`,
        `load average before / after: ${loadBefore} / ${loadAverage()} on ${os.cpus().length} cores`,
        `mean jobs in reach per query: ${(http.totalFound / REQUESTS).toFixed(0)} (capped at ${SEARCH_RESULT_CAP})`,
        `HTTP  p50 ${r1(percentile(http.latencies, 50))} ms  p95 ${r1(p95)} ms  p99 ${r1(percentile(http.latencies, 99))} ms  ${r1(rps)} req/s`,
        `SQL   p50 ${r1(percentile(db.latencies, 50))} ms  p95 ${r1(dbP95)} ms  p99 ${r1(percentile(db.latencies, 99))} ms  ${r1(dbRps)} q/s`,
        `CPU per query: server process ${serverCpuMs.toFixed(2)} ms (${serverSystemMs.toFixed(2)} in the kernel); load generator ${(http.cpuMs / REQUESTS).toFixed(2)} ms (HTTP), ${(db.cpuMs / REQUESTS).toFixed(2)} ms (SQL)`,
        `budget (req/s ratio >= ${BUDGET.minRatio}, p95 <= ${BUDGET.maxP95Ratio}x SQL): ratio ${ratio}, p95 ${p95Ratio}x: ${withinBudget ? 'within' : 'OVER'}`,
      ].join('\n'),
    );
    console.log(
      JSON.stringify({
        jobs: JOBS,
        p50_ms: r1(percentile(http.latencies, 50)),
        p95_ms: r1(p95),
        rps: r1(rps),
        db_rps: r1(dbRps),
        ratio,
        db_p95_ms: r1(dbP95),
        p95_ratio: p95Ratio,
        within_budget: withinBudget,
        server_cpu_ms: Math.round(serverCpuMs * 100) / 100,
        database: database.kind,
      }),
    );
  } finally {
    await cleanUp();
  }
}
