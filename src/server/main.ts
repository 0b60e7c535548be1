// The server process: read config, open and migrate the database, seed demo data when asked, serve, and
// shut down gracefully on SIGTERM/SIGINT.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { removeRuntimeInfo, writeRuntimeInfo } from './ops/backup.js';
import { seedDemoIfWanted } from './seed/demo.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  const app = await buildApp(config, database, {
    clientDir: process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist/client'),
  });
  await seedDemoIfWanted(app);
  app.ctx.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  // Local tools (npm run backup) find the running server here.
  writeRuntimeInfo(config.dataDir, { pid: process.pid, port: (app.server.address() as AddressInfo).port });
  console.log(`\n  Work Local is running at ${config.publicUrl}  (database: ${database.kind})\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.ctx.lifecycle.shuttingDown = true;
    const boundMs = config.SHUTDOWN_TIMEOUT_MS;
    app.log.info(
      { signal, boundMs },
      'shutting down: refusing new connections, finishing requests in flight',
    );
    // Requests still running after the bound lose their connections; the database is closed properly anyway.
    const cutConnections = setTimeout(() => {
      app.log.warn('requests still in flight after the shutdown bound; closing their connections');
      app.server.closeAllConnections();
    }, boundMs);
    cutConnections.unref();
    const hardExit = setTimeout(() => {
      app.log.error('shutdown did not complete; exiting');
      process.exit(1);
    }, boundMs + 5000);
    hardExit.unref();
    let exitCode = 0;
    try {
      // Job workers stop claiming at once and finish the jobs in hand while the HTTP server drains.
      await Promise.all([app.ctx.jobs.stop(), app.close()]);
    } catch (err) {
      app.log.error({ err }, 'error while stopping the server');
      exitCode = 1;
    }
    clearTimeout(cutConnections);
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the database');
      exitCode = 1;
    }
    removeRuntimeInfo(config.dataDir);
    clearTimeout(hardExit);
    app.log.info({ exitCode }, 'stopped');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A stray rejection (a provider callback, a dropped connection) is logged, not allowed to kill live requests.
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
