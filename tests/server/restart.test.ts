// The real server process, twice on the same data: `npm start` must keep everything and never reseed over it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, pgliteDir } from '../../src/server/db/client.js';
import { users, workers } from '../../src/server/db/schema.js';
import { DEMO_WORKER_COUNT } from '../../src/server/seed/demo.js';
import { freshPostgres } from '../support/test-app.js';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const adminUrl = process.env.DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  port: number;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(tsx, ['src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  // Generous: on a busy two-core machine a cold start (tsx, PGlite, migrations, seed) has taken 30 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, output: () => out, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in 120 s:\n${out}`);
}

function stopServer(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe(`restarting the server on the same data (${adminUrl ? 'postgres' : 'pglite'})`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop = async () => {};
  let open: () => Promise<Database>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-restart-'));
    const clientDir = path.join(dataDir, 'no-client');
    env = { DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info', CLIENT_DIR: clientDir };
    if (adminUrl) {
      const fresh = await freshPostgres(adminUrl);
      drop = fresh.drop;
      // PostgreSQL is seeded only when asked; asking on every start must still not duplicate anything.
      env = { ...env, DATABASE_URL: fresh.url, SEED_DEMO: 'true' };
      open = () => openPostgres(fresh.url, { max: 2 });
    } else {
      open = () => openPglite(pgliteDir(dataDir));
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
    const first = await startServer(env);
    const health = await (await fetch(`http://127.0.0.1:${first.port}/api/health`)).json();
    expect(health).toEqual({ status: 'ok', database: adminUrl ? 'postgres' : 'pglite' });
    expect(first.output()).toContain('seeding demo data');
    expect(first.output()).toContain(`Work Local is running at http://localhost:${first.port}`);

    if (!adminUrl) {
      // A second process on the same embedded database would silently diverge, so the seed CLI refuses.
      const seed = await run(['scripts/seed.ts', '--workers', '5'], env);
      expect(seed.code).toBe(1);
      // (tsx runs the server in a child process, so the pid is not first.child.pid.)
      expect(seed.out).toMatch(/DATA_DIR .* is in use by process \d+; stop it first/);
    }

    expect(await stopServer(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // Something a user did between the runs: it must survive the next start untouched.
    let database = await open();
    const afterFirst = await countRows(database);
    expect(afterFirst.workers).toBe(DEMO_WORKER_COUNT);
    await database.db.insert(users).values({ phoneNumber: '+27831112222', firstName: 'Lindiwe' });
    await database.close();

    const second = await startServer(env);
    const res = await fetch(`http://127.0.0.1:${second.port}/api/avatars/LM.svg?c=1`);
    expect(res.status).toBe(200);
    if (!adminUrl) expect(second.output()).not.toContain('seeding demo data');
    expect(await stopServer(second)).toBe(0);

    database = await open();
    expect(await countRows(database)).toEqual({ users: afterFirst.users + 1, workers: afterFirst.workers });
    await database.close();
  }, 400_000);
});
