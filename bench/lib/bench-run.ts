// What the search and jobs benchmarks (bench/search.ts, bench/jobs.ts) share around their load generator
// (search-load.ts): the bench file forked again as its seeding child and its load child, the database (a fresh or
// kept PostgreSQL one, or PGlite), maintenance on a connection of its own, and the app started with a signed-in
// bench user.
//
// Fairness on two shared cores: the load generator (HTTP client and, on PostgreSQL, the SQL client with its own pool
// of 10 connections) runs in a child process for both sides, so the server process does only the server's work. On
// PGlite the database lives inside the server process, so its SQL side runs there, in process. The seeding runs in a
// process of its own too: the server under test starts with a clean heap, as a deployed one does.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Config } from '../../src/server/config.js';
import type { Database, Db } from '../../src/server/db/client.js';
import { onCleanup, requirePostgres, undoable } from './cleanup.js';
import { cpuMs, type LoadJob, type LoadResult, runLoadJob, sqlSide } from './search-load.js';

/** The role a bench file's process plays: the parent (main), or one of the children it forks of itself. */
const ROLE = process.env.WL_BENCH_ROLE;

/**
 * For the seeding child: opens the database the parent named, migrates it, runs `fill` and closes it. `fill` reports
 * progress as rows done; a line is printed every `every` rows.
 */
export async function seedChild(
  what: string,
  every: number,
  fill: (db: Db, count: number, onProgress: (done: number) => void) => Promise<unknown>,
): Promise<void> {
  const { openPglite, openPostgres, runMigrations } = await import('../../src/server/db/client.js');
  const count = Number(process.env.WL_SEED_COUNT);
  const url = process.env.WL_SEED_URL;
  const database = url ? await openPostgres(url) : await openPglite(process.env.WL_SEED_DIR!);
  try {
    await runMigrations(database);
    const started = Date.now();
    let lastReport = 0;
    await fill(database.db, count, (done) => {
      if (done - lastReport >= every || done === count) {
        lastReport = done;
        console.log(`seeded ${done}/${count} ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    });
  } finally {
    await database.close();
  }
}

/**
 * Runs the child roles: `seed` in the seeding child; in the load child, one job at a time from the parent, answered
 * with its timings. False in the parent, which goes on to its own main.
 */
export async function runChildRole(seed: () => Promise<void>): Promise<boolean> {
  if (ROLE === 'seed') {
    await seed();
    return true;
  }
  if (ROLE === 'load') {
    process.on('message', async (job: LoadJob) => {
      try {
        process.send!({ ok: true, result: await runLoadJob(job) });
      } catch (error) {
        process.send!({ ok: false, error: String((error as Error).stack ?? error) });
      }
    });
    return true;
  }
  return false;
}

export interface BenchArgs {
  /** Named numeric option `--name N`, or the fallback. */
  num: (name: string, fallback: number) => number;
  /** Whether `--name` is given. */
  flag: (name: string) => boolean;
  /** --keep NAME (PostgreSQL only): the database to use and leave in place. */
  keep: string | undefined;
}

export function benchArgs(argv = process.argv.slice(2)): BenchArgs {
  const keepIndex = argv.indexOf('--keep');
  const keep = keepIndex >= 0 ? argv[keepIndex + 1] : undefined;
  if (keep !== undefined && (!process.env.DATABASE_URL || !/^[a-z_][a-z0-9_]*$/.test(keep))) {
    throw new Error('--keep NAME needs DATABASE_URL and a plain lower-case database name');
  }
  return {
    num: (name, fallback) => {
      const i = argv.indexOf(`--${name}`);
      return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
    },
    flag: (name) => argv.includes(`--${name}`),
    keep,
  };
}

export interface BenchDatabaseOptions {
  /** The bench file (its import.meta.url), forked again as the seeding and load children. */
  script: string;
  /** Names the temporary database and folder: `wl_bench_<name>_...`, `wl-bench-<name>-...`. */
  name: string;
  keep: string | undefined;
  /** How many rows the seed makes, and what they are called in the log. */
  count: number;
  what: string;
  /** Counts a kept database's rows (one row, column n): another number means it is seeded again. */
  countSql: string;
  /** Connections of the server's pool and of the SQL side's. */
  concurrency: number;
}

export interface BenchDatabase {
  database: Database;
  /** The database's URL on PostgreSQL; undefined on PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Runs one job in the load child. */
  inChild: (job: LoadJob) => Promise<LoadResult>;
  /** Maintenance may outlast the app's statement timeout on a busy machine: on PostgreSQL, its own connection. */
  maintain: (text: string) => Promise<void>;
}

/**
 * The database to measure: with DATABASE_URL a new PostgreSQL database (dropped at the end, bench/lib/cleanup.ts) or the kept one (created
 * and seeded when missing or of another size, then reused, new migrations applied); else PGlite in a temporary
 * folder. Seeded by the seeding child when needed; migrated, vacuumed and checkpointed before it is answered: a
 * bulk-loaded table has no hint bits or visibility map yet, so the first queries would write them and wake
 * autovacuum in the middle of the measurement, and the load's dirty pages would go out in a checkpoint during it. A
 * running service's tables are vacuumed, so that is what is measured.
 */
export async function openBenchDatabase(opts: BenchDatabaseOptions): Promise<BenchDatabase> {
  const { openPglite, openPostgres, runMigrations } = await import('../../src/server/db/client.js');
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await requirePostgres(`bench:${opts.name}`, adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wl-bench-${opts.name}-`));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  let seedNeeded = true;
  if (adminUrl) {
    const name = opts.keep ?? `wl_bench_${opts.name}_${process.pid}_${Date.now()}`;
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
        .query<{ n: string }>(opts.countSql)
        .then((r) => Number(r.rows[0]?.n))
        .catch(() => -1);
      await kept.end();
      if (n === opts.count) seedNeeded = false;
      // A kept database of another size: start it again.
      else await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
    if (seedNeeded) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    if (!opts.keep) {
      onCleanup(async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
    }
  }
  const pgliteDir = path.join(dataDir, 'db');
  const forkSelf = (env: Record<string, string>) => {
    const forked = fork(fileURLToPath(opts.script), [], {
      env: { ...process.env, ...env },
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    onCleanup(() => {
      if (forked.exitCode === null && forked.signalCode === null) forked.kill();
    });
    return forked;
  };
  if (seedNeeded) {
    const seeding = forkSelf({
      WL_BENCH_ROLE: 'seed',
      WL_SEED_COUNT: String(opts.count),
      ...(databaseUrl ? { WL_SEED_URL: databaseUrl } : { WL_SEED_DIR: pgliteDir }),
    });
    const code = await new Promise<number | null>((resolve) => seeding.on('exit', resolve));
    if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
  } else {
    console.log(`reusing database ${opts.keep} with ${opts.count} ${opts.what}`);
  }
  const database = databaseUrl
    ? await openPostgres(databaseUrl, { max: opts.concurrency })
    : await openPglite(pgliteDir);
  onCleanup(() => database.close());

  const child = forkSelf({ WL_BENCH_ROLE: 'load' });
  const inChild = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      child.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) =>
        m.ok ? resolve(m.result!) : reject(new Error(m.error)),
      );
      child.send(job);
    });
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
  await runMigrations(database);
  await maintain('VACUUM ANALYZE');
  await maintain('CHECKPOINT');
  return { database, databaseUrl, dataDir, inChild, maintain };
}

export interface BenchApp {
  app: FastifyInstance;
  /** Closes the app once (measureBothSides closes it before the SQL side; the end skips it then). */
  close: () => Promise<unknown>;
  config: Config;
  /** http://127.0.0.1:PORT */
  base: string;
  userId: string;
  /** The bench user's session cookie, and its keyed hash for the SQL side's session check. */
  cookie: string;
  sessionIdHash: string;
}

/** The app on a free port, and a remembered (persistent) session for a bench user of this process. */
export async function startBenchApp(bench: BenchDatabase): Promise<BenchApp> {
  const { loadConfig } = await import('../../src/server/config.js');
  const { buildApp } = await import('../../src/server/app.js');
  const { createSession, SESSION_COOKIE, sessionIdHash } = await import(
    '../../src/server/platform/sessions/index.js'
  );
  const { users } = await import('../../src/server/db/schema.js');
  const { database, databaseUrl, dataDir } = bench;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-0123456789abcdef0123456789',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, database, { logger: false });
  const closeApp = undoable(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const phone = `+2782${String(process.pid % 10_000_000).padStart(7, '0')}`;
  const [user] = await database.db
    .insert(users)
    .values({ phoneNumber: phone, firstName: 'Bench' })
    .onConflictDoUpdate({ target: users.phoneNumber, set: { firstName: 'Bench' } })
    .returning();
  const { rawId } = await createSession(database.db, config, user!.id, true);
  return {
    app,
    close: closeApp,
    config,
    base,
    userId: user!.id,
    cookie: `${SESSION_COOKIE}=${rawId}`,
    sessionIdHash: sessionIdHash(config, rawId),
  };
}

/**
 * One comparison: the queries over HTTP against the app, then (the app closed, so it takes no CPU from PostgreSQL)
 * the same queries as the endpoint's SQL. The server's CPU per request counts the warm-up too: the server cannot
 * tell it apart.
 */
export async function measureBothSides(
  bench: BenchDatabase,
  app: BenchApp,
  job: Omit<LoadJob, 'side' | 'base' | 'cookie' | 'databaseUrl'>,
): Promise<{ http: LoadResult; db: LoadResult; serverCpuMs: number; serverSystemMs: number }> {
  const sent = job.searches.length;
  const before = process.cpuUsage();
  const http = await bench.inChild({ ...job, side: 'http', base: app.base, cookie: app.cookie });
  const serverCpuMs = cpuMs(before) / sent;
  const serverSystemMs = process.cpuUsage(before).system / 1000 / sent;
  await app.close();
  const { databaseUrl, database } = bench;
  const db = databaseUrl
    ? await bench.inChild({ ...job, side: 'db', databaseUrl })
    : await sqlSide({ ...job, side: 'db' }, (text) => database.script(text));
  return { http, db, serverCpuMs, serverSystemMs };
}

/** The p-th percentile of `xs` (nearest rank). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

/** "1.23 0.98 0.50" */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
