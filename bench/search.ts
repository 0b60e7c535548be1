// npm run bench:search [-- --workers N --requests R --warmup W --keep NAME]: seeds N workers into a fresh database
// (PGlite, or a new PostgreSQL database with DATABASE_URL, dropped afterwards), then fires the same random searches
// around the demo suburbs at 10 concurrent connections over HTTP, and the same SQL straight at the database. Last
// line: JSON.
//
// Fairness on two shared cores: the load generator (HTTP client and, on PostgreSQL, the SQL client with its own pool
// of 10 connections) runs in a child process for both sides, so the server process does only the server's work.
// On PGlite the database lives inside the server process, so its SQL side runs there, in process. The seeding runs
// in a process of its own too, and the tables are vacuumed and checkpointed before measuring: the server under test
// starts as a deployed one would, not with a heap full of seed data. Each side warms up with W searches (2000) before
// R are measured (8000): V8 needs that long to optimise the request path, and a running service is warm.
//
// --keep NAME (PostgreSQL only) uses database NAME and leaves it in place: it is created and seeded when missing or
// when it holds a different number of workers, and new migrations are applied to it, so a 1M-worker database is
// seeded once and reused across runs.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CATEGORIES, SEARCH_RADII_KM } from '../src/shared/constants.js';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  SEARCH_SORTS,
  type WorkerSearchQuery,
} from '../src/shared/schemas/search.js';
import { cpuMs, type LoadJob, type LoadResult, runLoadJob, sqlSide } from './lib/search-load.js';

/** The seeding child: migrates and fills the database, then exits. */
async function seed() {
  const { openPglite, openPostgres, runMigrations } = await import('../src/server/db/client.js');
  const { generateWorkers } = await import('../src/server/seed/generate.js');
  const count = Number(process.env.WL_SEED_COUNT);
  const url = process.env.WL_SEED_URL;
  const database = url ? await openPostgres(url) : await openPglite(process.env.WL_SEED_DIR!);
  try {
    await runMigrations(database);
    const seedStart = Date.now();
    let lastReport = 0;
    await generateWorkers(database.db, {
      count,
      seed: 7,
      phoneOffset: 1_000_000,
      withReviews: false,
      onProgress: (done) => {
        if (done - lastReport >= 50_000 || done === count) {
          lastReport = done;
          console.log(`seeded ${done}/${count} workers (${((Date.now() - seedStart) / 1000).toFixed(0)} s)`);
        }
      },
    });
  } finally {
    await database.close();
  }
}

if (process.env.WL_BENCH_ROLE === 'seed') {
  await seed();
} else if (process.env.WL_BENCH_ROLE === 'load') {
  // The child: takes one job at a time from the parent, answers with its timings.
  process.on('message', async (job: LoadJob) => {
    try {
      const result = await runLoadJob(job);
      process.send!({ ok: true, result });
    } catch (error) {
      process.send!({ ok: false, error: String((error as Error).stack ?? error) });
    }
  });
} else {
  await main();
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
  };
  const keepIndex = args.indexOf('--keep');
  const KEEP = keepIndex >= 0 ? args[keepIndex + 1] : undefined;
  const WORKERS = arg('workers', 100_000);
  const REQUESTS = arg('requests', 8000);
  const WARMUP = arg('warmup', 2000);
  const CONCURRENCY = arg('concurrency', 10);
  const adminUrl = process.env.DATABASE_URL;
  if (KEEP !== undefined && (!adminUrl || !/^[a-z_][a-z0-9_]*$/.test(KEEP))) {
    throw new Error('--keep NAME needs DATABASE_URL and a plain lower-case database name');
  }

  const { loadConfig } = await import('../src/server/config.js');
  const { openPglite, openPostgres, runMigrations } = await import('../src/server/db/client.js');
  const { buildApp } = await import('../src/server/app.js');
  const { prng } = await import('../src/server/seed/generate.js');
  const { SEED_AREAS } = await import('../src/server/seed/places.js');
  const { createSession, SESSION_COOKIE, sessionIdHash } = await import(
    '../src/server/platform/sessions/index.js'
  );
  const { users } = await import('../src/server/db/schema.js');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-search-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  let seedNeeded = true;
  if (adminUrl) {
    const name = KEEP ?? `wl_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    if (exists) {
      const kept = new pg.Client({ connectionString: databaseUrl });
      await kept.connect();
      const n = await kept
        .query<{ n: string }>('SELECT count(*) AS n FROM workers')
        .then((r) => Number(r.rows[0]?.n))
        .catch(() => -1);
      await kept.end();
      if (n === WORKERS) seedNeeded = false;
      // A kept database of another size: start it again.
      else await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
    if (seedNeeded) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    if (!KEEP) {
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
  }
  const pgliteDir = path.join(dataDir, 'db');
  if (seedNeeded) {
    // Seeded by a process of its own, so the server under test starts with a clean heap, as a deployed one does.
    const seeding = fork(fileURLToPath(import.meta.url), [], {
      env: {
        ...process.env,
        WL_BENCH_ROLE: 'seed',
        WL_SEED_COUNT: String(WORKERS),
        ...(databaseUrl ? { WL_SEED_URL: databaseUrl } : { WL_SEED_DIR: pgliteDir }),
      },
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const code = await new Promise<number | null>((resolve) => seeding.on('exit', resolve));
    if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
  } else {
    console.log(`reusing database ${KEEP} with ${WORKERS} workers`);
  }
  const database = databaseUrl
    ? await openPostgres(databaseUrl, { max: CONCURRENCY })
    : await openPglite(pgliteDir);

  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, WL_BENCH_ROLE: 'load' },
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inChild = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) =>
        m.ok ? resolve(m.result!) : reject(new Error(m.error)),
      );
      child.send(job);
    });

  const cleanup = async () => {
    child.kill();
    await database.close().catch(() => {});
    await dropDatabase().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // Maintenance may outlast the app's statement timeout on a busy machine: on PostgreSQL, its own unbounded connection.
  const maintain = async (text: string) => {
    if (!databaseUrl) return void (await database.query(text));
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  try {
    await runMigrations(database);
    // A bulk-loaded table has no hint bits or visibility map yet: the first searches would write them and wake
    // autovacuum in the middle of the measurement. A running service's tables are vacuumed, so measure that.
    await maintain('VACUUM ANALYZE');
    // And write the load's dirty pages out now rather than in a checkpoint during the measurement.
    await maintain('CHECKPOINT');

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
    const phone = `+2782${String(process.pid % 10_000_000).padStart(7, '0')}`;
    const [user] = await database.db
      .insert(users)
      .values({ phoneNumber: phone, firstName: 'Bench' })
      .onConflictDoUpdate({ target: users.phoneNumber, set: { firstName: 'Bench' } })
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
        limit: SEARCH_PAGE_SIZE,
      };
    });
    const job = {
      searches,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      sessionIdHash: sessionIdHash(config, rawId),
    };
    const loadBefore = os.loadavg();

    const serverCpu = process.cpuUsage();
    const http = await inChild({ ...job, side: 'http', base, cookie });
    // Includes the warm-up: the server cannot tell it apart.
    const serverUsage = process.cpuUsage(serverCpu);
    const serverCpuMs = cpuMs(serverCpu) / (REQUESTS + WARMUP);
    const serverSystemMs = serverUsage.system / 1000 / (REQUESTS + WARMUP);
    await app.close();
    const db = databaseUrl
      ? await inChild({ ...job, side: 'db', databaseUrl })
      : await sqlSide({ ...job, side: 'db' }, (text) => database.script(text));

    const measured = REQUESTS;
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
    };
    const r1 = (x: number) => Math.round(x * 10) / 10;
    const rps = measured / http.seconds;
    const dbRps = measured / db.seconds;
    console.log(
      [
        `database: ${database.kind}, workers: ${WORKERS}, searches: ${measured} at ${CONCURRENCY} concurrent`,
        `load generator: separate process${databaseUrl ? '' : ' for HTTP; SQL in process (PGlite)'}`,
        `load average before / after: ${loadBefore.map((l) => l.toFixed(2)).join(' ')} / ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores`,
        `mean matches per search: ${(http.totalFound / measured).toFixed(0)} (capped at ${SEARCH_RESULT_CAP})`,
        `HTTP  p50 ${r1(pct(http.latencies, 50))} ms  p95 ${r1(pct(http.latencies, 95))} ms  p99 ${r1(pct(http.latencies, 99))} ms  ${r1(rps)} req/s`,
        `SQL   p50 ${r1(pct(db.latencies, 50))} ms  p95 ${r1(pct(db.latencies, 95))} ms  p99 ${r1(pct(db.latencies, 99))} ms  ${r1(dbRps)} q/s`,
        `CPU per search: server process ${serverCpuMs.toFixed(2)} ms (${serverSystemMs.toFixed(2)} in the kernel); load generator ${(http.cpuMs / measured).toFixed(2)} ms (HTTP side), ${(db.cpuMs / measured).toFixed(2)} ms (SQL side${databaseUrl ? '' : ', PGlite included'})`,
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
}
