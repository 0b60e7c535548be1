// Backups of one installation: the database (a PGlite data-directory snapshot, or pg_dump for PostgreSQL), the
// file store and the local secret, written to a directory whose manifest.json is written last (docs/decisions/0041).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as z from 'zod';
import { type Database, PGLITE_EXTENSIONS, pgliteDir } from '../db/client.js';
import { dataDirHolder } from '../db/open.js';

const BACKUP_FORMAT = 'work-local-backup';
const BACKUP_VERSION = 1;
const PGLITE_FILE = 'db.tar.gz';
const PGDUMP_FILE = 'db.pgdump';

/** manifest.json of a backup, also the answer of POST /api/ops/backup. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseFile: z.string(),
  databaseBytes: z.number().int(),
  files: z.number().int(),
  fileBytes: z.number().int(),
  hasSecretKey: z.boolean(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

export class BackupError extends Error {}

/** A transaction-consistent image of a live PGlite: no other transaction runs while it is taken. */
async function snapshotPglite(pglite: PGlite): Promise<Buffer> {
  let blob: Blob | undefined;
  // PGlite runs one transaction at a time; holding one (empty) keeps every writer out while the data directory
  // is checkpointed and archived, so the image never holds half of another request's writes.
  await pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    blob = await pglite.dumpDataDir('gzip');
  });
  if (!blob) throw new BackupError('the database snapshot was empty');
  return Buffer.from(await blob.arrayBuffer());
}

/** Copies a directory tree; temp files of writes in progress are left out. */
async function copyTree(src: string, dst: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(src)) return { files, bytes };
  await fs.promises.mkdir(dst, { recursive: true });
  for (const entry of await fs.promises.readdir(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dst, entry.name);
    if (entry.isDirectory()) {
      const sub = await copyTree(from, to);
      files += sub.files;
      bytes += sub.bytes;
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      await fs.promises.copyFile(from, to);
      const stat = await fs.promises.stat(to);
      files += 1;
      bytes += stat.size;
    }
  }
  return { files, bytes };
}

function assertEmptyTarget(target: string): void {
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new BackupError(`the backup target ${target} is not empty`);
  }
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
}

function runTool(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', (e) => reject(new BackupError(`${command} could not run: ${e.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${command} failed (${code}): ${err.trim()}`)),
    );
  });
}

export interface WriteBackupOptions {
  dataDir: string;
  target: string;
  /** The open embedded database (its snapshot is taken through it), or null with a PostgreSQL URL. */
  database?: Database | null;
  databaseUrl?: string | undefined;
}

export async function writeBackup(opts: WriteBackupOptions): Promise<BackupManifest> {
  if (!path.isAbsolute(opts.target)) throw new BackupError('the backup target must be an absolute path');
  const target = path.normalize(opts.target);
  assertEmptyTarget(target);
  let kind: BackupManifest['database'];
  let databaseFile: string;
  if (opts.databaseUrl) {
    kind = 'postgres';
    databaseFile = PGDUMP_FILE;
    // pg_dump takes its own consistent snapshot of the database while the server keeps running.
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(target, PGDUMP_FILE),
      opts.databaseUrl,
    ]);
  } else {
    if (!opts.database?.pglite) throw new BackupError('no embedded database to back up');
    kind = 'pglite';
    databaseFile = PGLITE_FILE;
    await fs.promises.writeFile(path.join(target, PGLITE_FILE), await snapshotPglite(opts.database.pglite), {
      mode: 0o600,
    });
  }
  // Files after the database: every file a row names existed before the snapshot (uploads write the file first).
  const copied = await copyTree(path.join(opts.dataDir, 'files'), path.join(target, 'files'));
  const secretFile = path.join(opts.dataDir, 'secret.key');
  const hasSecretKey = fs.existsSync(secretFile);
  if (hasSecretKey) await fs.promises.copyFile(secretFile, path.join(target, 'secret.key'));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: kind,
    databaseFile,
    databaseBytes: (await fs.promises.stat(path.join(target, databaseFile))).size,
    files: copied.files,
    fileBytes: copied.bytes,
    hasSecretKey,
  };
  await fs.promises.writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function readManifest(source: string): BackupManifest {
  const file = path.join(source, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${source} is not a complete backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${source} is not a Work Local backup this version can restore`);
  }
  return manifest;
}

/**
 * pg_restore runs with an empty search_path, under which earthdistance's ll_to_earth() cannot find its 'earth'
 * type and the GiST index on it fails to build. So tables and rows are restored by pg_restore, and the indexes and
 * constraints (post-data) by us with search_path = public. The target database must be empty.
 */
async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Raw SQL: the catalogue of a database our schema is not in yet, which the builder has no table for.
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        'the target database already holds tables; create an empty one (createdb) for the restore',
      );
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--section=pre-data',
      '--section=data',
      '--dbname',
      url,
      dumpFile,
    ]);
    const postData = await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--section=post-data',
      '--file',
      '-',
      dumpFile,
    ]);
    const statements = postData
      .split('\n')
      // psql meta-commands (\restrict) and the empty search_path are for psql; we run plain SQL.
      .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path', '', false)"))
      .join('\n');
    await client.query('SET search_path = public');
    await client.query(statements);
  } finally {
    await client.end();
  }
}

/** Moves an existing non-empty path aside (with --force) or refuses, so a restore never silently overwrites. */
function clearPlace(place: string, force: boolean, stamp: string): void {
  if (!fs.existsSync(place)) return;
  if (fs.statSync(place).isDirectory() && fs.readdirSync(place).length === 0) return;
  if (!force) {
    throw new BackupError(`${place} already holds data; restore into a new DATA_DIR or pass --force`);
  }
  fs.renameSync(place, `${place}.before-restore-${stamp}`);
}

export interface RestoreOptions {
  source: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  force?: boolean;
}

export async function restoreBackup(opts: RestoreOptions): Promise<BackupManifest> {
  const source = path.resolve(opts.source);
  const manifest = readManifest(source);
  const force = opts.force ?? false;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.mkdirSync(opts.dataDir, { recursive: true });

  if (manifest.database === 'pglite') {
    if (opts.databaseUrl) {
      throw new BackupError('this backup holds an embedded database; unset DATABASE_URL to restore it');
    }
    const dbDir = pgliteDir(opts.dataDir);
    clearPlace(dbDir, force, stamp);
    const bytes = await fs.promises.readFile(path.join(source, manifest.databaseFile));
    const pglite = await PGlite.create(dbDir, {
      loadDataDir: new Blob([bytes]),
      extensions: PGLITE_EXTENSIONS,
    });
    await pglite.query('select 1');
    await pglite.close();
  } else {
    if (!opts.databaseUrl) throw new BackupError('this backup holds a PostgreSQL dump; set DATABASE_URL');
    await restorePostgres(opts.databaseUrl, path.join(source, manifest.databaseFile));
  }

  const filesDir = path.join(opts.dataDir, 'files');
  clearPlace(filesDir, force, stamp);
  await copyTree(path.join(source, 'files'), filesDir);
  if (manifest.hasSecretKey) {
    // Sessions and one-time codes are keyed with this secret: restoring it keeps people signed in.
    const secret = path.join(opts.dataDir, 'secret.key');
    if (fs.existsSync(secret)) fs.renameSync(secret, `${secret}.before-restore-${stamp}`);
    await fs.promises.copyFile(path.join(source, 'secret.key'), secret);
    await fs.promises.chmod(secret, 0o600);
  }
  return manifest;
}

/** The pid holding DATA_DIR (server.lock) when that process is alive, else null. */
export function liveServerPid(dataDir: string): number | null {
  try {
    return dataDirHolder(dataDir);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? -1 : null;
  }
}

/** Where a running server listens, written at start-up so local tools (backup) can reach it over loopback. */
export const RUNTIME_FILE = 'server.json';

export interface RuntimeInfo {
  pid: number;
  port: number;
}

export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  fs.writeFileSync(path.join(dataDir, RUNTIME_FILE), JSON.stringify(info), { mode: 0o600 });
}

export function removeRuntimeInfo(dataDir: string): void {
  // Another server may have started on this DATA_DIR since; its file stays.
  if (readRuntimeInfo(dataDir)?.pid !== process.pid) return;
  try {
    fs.unlinkSync(path.join(dataDir, RUNTIME_FILE));
  } catch {
    // already gone
  }
}

export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, RUNTIME_FILE), 'utf8')) as RuntimeInfo;
  } catch {
    return null;
  }
}
