// Builds the real app on a fresh database for one test file: in-memory PGlite by default, a brand-new
// PostgreSQL database when DATABASE_URL is set. Nothing of our own is mocked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { type Config, loadConfig } from '../../src/server/config.js';
import { type Database, openPglite, openPostgres, runMigrations } from '../../src/server/db/client.js';
import type { PaymentTypes } from '../../src/server/features/payments/index.js';
import { pgliteTemplate } from './pglite-template.js';
import { TEMPLATE_ENV } from './postgres-template.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-key-0123456789abcdef0123456789';

/**
 * A fresh PostgreSQL database named for this test file, dropped on close: empty, or a copy of `template` (the
 * run's migrated template, tests/support/postgres-template.ts).
 */
export async function freshPostgres(
  adminUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wl_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A log stream for `createTestApp`/`buildApp` that keeps every line, for tests that check what is logged. */
export function collectLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

export interface TestDatabase {
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database (PGlite in memory, or a new PostgreSQL database under DATABASE_URL) and the test
 * configuration, without an app: for services tested on their own.
 */
export async function createTestDatabase(
  env: Record<string, string> = {},
  /** More pool connections than the usual 12, for a test that sends more requests than that at once. */
  options: { poolMax?: number } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-test-'));
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  // Under vitest's global set-up, PostgreSQL databases are copies of a template migrated once per run.
  const template = adminUrl ? process.env[TEMPLATE_ENV] : undefined;
  let migrated = template !== undefined;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl, template ? { template } : {});
    databaseUrl = fresh.url;
    drop = fresh.drop;
    // The PgBouncer smoke run (tests/server/ops/pgbouncer.test.ts) sets DATABASE_POOLER for the files it runs.
    const behindPgbouncer = process.env.DATABASE_POOLER === 'pgbouncer';
    database = await openPostgres(fresh.url, {
      max: options.poolMax ?? 12,
      preparedStatements: !behindPgbouncer,
      serverStatementTimeout: !behindPgbouncer,
    });
  } else {
    // Under vitest's global set-up, in-memory PGlite databases start from a dump of one migrated once per run.
    const dump = pgliteTemplate();
    database = await openPglite('memory://', dump ? { loadDataDir: dump } : {});
    migrated = dump !== undefined;
  }
  if (!migrated) await runMigrations(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: TEST_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:5000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.DATABASE_POOLER ? { DATABASE_POOLER: process.env.DATABASE_POOLER } : {}),
    ...env,
  });
  return {
    database,
    config,
    dataDir,
    async close() {
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  /** Log lines go here instead of nowhere (tests that check what is logged); a payment-types table of its own. */
  opts: { logStream?: NodeJS.WritableStream; paymentTypes?: PaymentTypes } = {},
): Promise<TestApp> {
  const { database, config, dataDir, close } = await createTestDatabase(env);
  const app = await buildApp(config, database, {
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    ...(opts.paymentTypes ? { paymentTypes: opts.paymentTypes } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await close();
    },
  };
}
