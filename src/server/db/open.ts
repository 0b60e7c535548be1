// Opens the configured database, holds the DATA_DIR lock for PGlite, and applies the migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres, pgliteDir, runMigrations } from './client.js';

/** Two processes on one PGlite directory silently diverge, so only one server may hold a DATA_DIR. */
function takeDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${pid}; stop it first or choose another DATA_DIR`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL);
    await runMigrations(database);
    return database;
  }
  const release = takeDataDirLock(config.dataDir);
  try {
    const database = await openPglite(pgliteDir(config.dataDir));
    await runMigrations(database);
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
    return database;
  } catch (err) {
    release();
    throw err;
  }
}
