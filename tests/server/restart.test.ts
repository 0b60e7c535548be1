// The real server process, twice on the same data: `npm start` must keep everything and never reseed over it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { openDatabase } from '../../src/server/db/open.js';
import { users, workers } from '../../src/server/db/schema.js';
import { DEMO_WORKER_COUNT } from '../../src/server/seed/demo.js';
import { runScript, serverEnv, startServerProcess } from '../support/server-process.js';
import { freshPostgres } from '../support/test-app.js';

const adminUrl = process.env.DATABASE_URL;
// Generous: on a busy two-core machine a cold start (tsx, PGlite, migrations, seed) has taken 30 s.
// Through the tsx CLI, as `npm start` runs it.
const startOptions = { healthTimeoutMs: 120_000, launcher: 'tsx' } as const;

describe(`restarting the server on the same data (${adminUrl ? 'postgres' : 'pglite'})`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop = async () => {};
  /** The database the server uses, opened by the test while no server runs. */
  const open = () => openDatabase(loadConfig(env));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-restart-'));
    // Without SEED_DEMO the embedded database gets the demo data on its first start, as `npm start` does.
    const { SEED_DEMO: _, ...base } = serverEnv(dataDir);
    env = base;
    if (adminUrl) {
      const fresh = await freshPostgres(adminUrl);
      drop = fresh.drop;
      // PostgreSQL is seeded only when asked; asking on every start must still not duplicate anything.
      env = { ...env, DATABASE_URL: fresh.url, SEED_DEMO: 'true' };
    }
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const countRows = async (database: Database) => ({
    users: (await database.db.select({ n: count() }).from(users))[0]!.n,
    workers: (await database.db.select({ n: count() }).from(workers))[0]!.n,
  });

  it('seeds on first start, stops cleanly on SIGTERM, and keeps every row over a restart', async () => {
    const first = await startServerProcess(env, startOptions);
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: adminUrl ? 'postgres' : 'pglite' });
    expect(first.output()).toContain('seeding demo data');
    expect(first.output()).toContain(`Work Local is running at http://localhost:${first.port}`);

    if (!adminUrl) {
      // A second process on the same embedded database would silently diverge, so the seed CLI refuses.
      const seed = await runScript(['scripts/seed.ts', '--workers', '5'], env);
      expect(seed.code).toBe(1);
      // (tsx runs the server in a child process, so the pid is not first.child.pid.)
      expect(seed.out).toMatch(/DATA_DIR .* is in use by process \d+; stop it first/);
    }

    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Something a user did between the runs: it must survive the next start untouched.
    let database = await open();
    const afterFirst = await countRows(database);
    expect(afterFirst.workers).toBe(DEMO_WORKER_COUNT);
    await database.db.insert(users).values({ phoneNumber: '+27831112222', firstName: 'Lindiwe' });
    await database.close();

    const second = await startServerProcess(env, startOptions);
    const res = await fetch(`${second.url}/api/avatars/LM.svg?c=1`);
    expect(res.status).toBe(200);
    if (!adminUrl) expect(second.output()).not.toContain('seeding demo data');
    expect(await second.stop()).toBe(0);

    database = await open();
    expect(await countRows(database)).toEqual({ users: afterFirst.users + 1, workers: afterFirst.workers });
    await database.close();
  }, 400_000);
});
