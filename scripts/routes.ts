// `npm run routes [-- TEXT]`: every route of the app (method, path, the file and line that declared it), read from the
// running app's own registry, so it cannot drift from the code (issue 30). The app is built as in development (the
// development-only routes included) on a migrated in-memory PGlite database; nothing is listened on. TEXT keeps the lines
// containing it: `npm run routes -- /api/hires`, `npm run routes -- features/safety`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openPglite, runMigrations } from '../src/server/db/client.js';
import { formatRouteTable, type RouteEntry, routeRecorder } from '../src/server/ops/route-table.js';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the app with the route recorder, hands it and the recorded routes to `use`, then closes everything. */
export async function withRouteTable<T>(
  use: (app: FastifyInstance, routes: readonly RouteEntry[]) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-routes-'));
  const database = await openPglite('memory://');
  try {
    // Some plugins schedule their sweeps as they register, so the tables must exist.
    await runMigrations(database);
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SECRET_KEY: 'routes-listing-only-0123456789abcdef0123',
      LOG_LEVEL: 'silent',
    });
    const recorder = routeRecorder(root);
    const app = await buildApp(config, database, { logger: false, onRoute: recorder.onRoute });
    await app.ready();
    try {
      return await use(app, recorder.routes);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const filter = process.argv[2] ?? '';
  const lines = await withRouteTable(async (_app, routes) => formatRouteTable(routes, filter));
  console.log(lines.join('\n'));
}
