// Shared by the benches: build the client into a private folder and serve it with the real server on a fresh
// embedded database and a free port, so benches never collide with other builds or browser runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';

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

export interface BenchServer {
  url: string;
  /** A `wl_session` cookie value for the seeded, phone-verified demo employer. */
  employerSession: () => Promise<string>;
  close: () => Promise<void>;
}

export async function startServer(clientDir: string): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-db-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
  };
  const { loadConfig } = await import('../../src/server/config.js');
  const { openDatabase } = await import('../../src/server/db/open.js');
  const { buildApp } = await import('../../src/server/app.js');
  const { seedDemo, DEMO_ACCOUNTS } = await import('../../src/server/seed/demo.js');
  const { createSession } = await import('../../src/server/features/auth/session.js');
  const { users } = await import('../../src/server/db/schema.js');
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const app = await buildApp(config, database, { clientDir, logger: false });
  await seedDemo(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async employerSession() {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, DEMO_ACCOUNTS.employer.phoneNumber));
      if (!user) throw new Error('the demo employer was not seeded');
      const { rawId } = await createSession(database.db, config, user.id, true);
      return rawId;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
