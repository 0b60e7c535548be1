// Shared by the benches: build the client into a private folder and serve it with the real server on a fresh
// embedded database and a free port, so benches never collide with other builds or browser runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { undoable } from './cleanup.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `vite build` (with the prerender and precompression steps the config carries) into `outDir`. */
export function buildClient(outDir: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/**
 * The client to serve: the build `npm run bench` made once for all benches (WL_BENCH_CLIENT_DIR), or else a fresh
 * one of this bench's own, removed by `dispose`.
 */
export function benchClient(prefix: string): { dir: string; dispose: () => void } {
  const shared = process.env.WL_BENCH_CLIENT_DIR;
  if (shared) return { dir: shared, dispose: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dispose = undoable(() => fs.rmSync(dir, { recursive: true, force: true }));
  buildClient(dir);
  return { dir, dispose: () => void dispose() };
}

export interface BenchServer {
  url: string;
  /** A session cookie value for the seeded, phone-verified demo employer. */
  employerSession: () => Promise<string>;
  /** A session cookie value for the demo worker with a month of paid visits and a payout (issue 34's demo). */
  earnerSession: () => Promise<string>;
  /** Gives the demo employer a month's subscription, so a bench may send more hires than the free ones. */
  subscribeEmployer: () => Promise<void>;
  /** A worker's own phone number: the employer is shown it only once she accepted (issue 31), so read it here. */
  workerPhone: (workerId: string) => Promise<string>;
  /**
   * Bytes through the server's sockets since it started, headers included, as they went on the wire: `down` to
   * the browser (compressed bodies as sent), `up` from it (requests, uploads).
   */
  wireBytes: () => { down: number; up: number };
  /** Milliseconds since any socket last carried a byte (the page and its service worker have gone quiet). */
  quietForMs: () => number;
  close: () => Promise<void>;
}

export async function startServer(clientDir: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-db-'));
  const removeDataDir = undoable(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // Not what the server listens on (listen gets its own port below): the default public URL derives from it.
    PORT: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  };
  const { loadConfig } = await import('../../src/server/config.js');
  const { openDatabase } = await import('../../src/server/db/open.js');
  const { buildApp } = await import('../../src/server/app.js');
  const { seedDemoIfWanted, DEMO_ACCOUNTS } = await import('../../src/server/seed/demo.js');
  const { DEMO_EARNER_PHONE } = await import('../../src/server/seed/demo-earnings.js');
  const { createSession } = await import('../../src/server/platform/sessions/index.js');
  const { subscriptions, users, workers } = await import('../../src/server/db/schema.js');
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const closeDatabase = undoable(() => database.close());
  const app = await buildApp(config, database, { clientDir, logger: false });
  const closeApp = undoable(() => app.close());
  // The demo `npm start` seeds (an empty embedded database): its workers, jobs, voice introduction, conversation and
  // money, so the earner's pages show her month as a visitor would see it.
  await seedDemoIfWanted(app);
  const sockets: Socket[] = [];
  let lastActivity = Date.now();
  app.server.on('connection', (socket: Socket) => {
    sockets.push(socket);
    lastActivity = Date.now();
    socket.on('data', () => {
      lastActivity = Date.now();
    });
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((...args: unknown[]) => {
      lastActivity = Date.now();
      return write(...args);
    }) as typeof socket.write;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  /** A seeded demo account's user id, by its phone number. */
  const seededUserId = async (phoneNumber: string): Promise<string> => {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, phoneNumber));
    if (!user) throw new Error(`the demo account ${phoneNumber} was not seeded`);
    return user.id;
  };
  /** A session cookie value for a seeded demo account. */
  const sessionOf = async (phoneNumber: string): Promise<string> =>
    (await createSession(database.db, config, await seededUserId(phoneNumber), true)).rawId;
  return {
    url: `http://127.0.0.1:${port}`,
    employerSession: () => sessionOf(DEMO_ACCOUNTS.employer.phoneNumber),
    earnerSession: () => sessionOf(DEMO_EARNER_PHONE),
    async subscribeEmployer() {
      const now = new Date();
      await database.db.insert(subscriptions).values({
        userId: await seededUserId(DEMO_ACCOUNTS.employer.phoneNumber),
        subscriptionType: 'monthly',
        startsAt: now,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        paymentReference: `bench-${now.getTime()}`,
      });
    },
    async workerPhone(workerId: string) {
      const [row] = await database.db
        .select({ phone: users.phoneNumber })
        .from(workers)
        .innerJoin(users, eq(users.id, workers.userId))
        .where(eq(workers.id, workerId));
      if (!row) throw new Error(`no worker ${workerId}`);
      return row.phone;
    },
    wireBytes() {
      // A closed socket keeps its final counts, so the sum covers every connection ever made.
      return sockets.reduce((sum, s) => ({ down: sum.down + s.bytesWritten, up: sum.up + s.bytesRead }), {
        down: 0,
        up: 0,
      });
    },
    quietForMs() {
      return Date.now() - lastActivity;
    },
    async close() {
      await closeApp();
      await closeDatabase();
      await removeDataDir();
    },
  };
}
