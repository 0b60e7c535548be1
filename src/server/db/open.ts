// Opens the configured database, holds the DATA_DIR lock for PGlite, and applies the migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import {
  type Database,
  openPglite,
  openPostgres,
  type PostgresOptions,
  pgliteDir,
  runMigrations,
} from './client.js';

const LOCK_FILE = 'server.lock';

/** Two processes on one PGlite directory silently diverge, so only one server may hold a DATA_DIR. */
function takeDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const pid = dataDirHolder(dataDir);
  if (pid !== null) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by process ${pid}; stop it first or choose another DATA_DIR`,
    );
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

/**
 * The pid of another live process holding DATA_DIR's lock, else null (no lock, a stale one, or our own).
 * A lock file that exists but cannot be read throws: nobody can tell whether the directory is in use.
 */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return pid && pid !== process.pid && isAlive(pid) ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pool settings from the configuration (also used by tools that open the configured database). */
export function postgresOptions(config: Config): PostgresOptions {
  const behindPgbouncer = config.DATABASE_POOLER === 'pgbouncer';
  return {
    max: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolTimeoutMs: config.DB_POOL_TIMEOUT_MS,
    serverStatementTimeout: !behindPgbouncer,
    preparedStatements: !behindPgbouncer,
  };
}

export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, postgresOptions(config));
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
