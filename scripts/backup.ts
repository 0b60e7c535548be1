// `npm run backup -- [target-dir]`: a consistent backup of the database and the file store. With a server running
// on the embedded database it asks that server over loopback (it holds the data directory); otherwise it opens
// the database itself. PostgreSQL (DATABASE_URL) is dumped with pg_dump.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open.js';
import {
  type BackupManifest,
  liveServerPid,
  RUNTIME_FILE,
  readRuntimeInfo,
  writeBackup,
} from '../src/server/ops/backup.js';
import { OPS_TOKEN_HEADER, opsToken } from '../src/server/ops/routes.js';

const USAGE = `Usage: npm run backup -- [target-dir]

Writes the database and DATA_DIR/files into target-dir (default ./backups/work-local-<time>), which must be
new or empty. Safe while the server runs. Restore with: npm run restore -- <target-dir>`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(positionals[0] ?? path.join('backups', `work-local-${stamp}`));

  let manifest: BackupManifest;
  let how: string;
  if (config.DATABASE_URL) {
    manifest = await writeBackup({ dataDir: config.dataDir, target, databaseUrl: config.DATABASE_URL });
    how = 'pg_dump of DATABASE_URL';
  } else if (liveServerPid(config.dataDir) !== null) {
    const runtime = readRuntimeInfo(config.dataDir);
    if (!runtime)
      throw new Error(`a server holds ${config.dataDir} but left no ${RUNTIME_FILE}; stop it and retry`);
    const res = await fetch(`http://127.0.0.1:${runtime.port}/api/ops/backup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: opsToken(config.secretKey) },
      body: JSON.stringify({ target }),
    });
    const body = (await res.json()) as BackupManifest & { message?: string };
    if (!res.ok) throw new Error(`the running server refused the backup: ${body.message ?? res.status}`);
    manifest = body;
    how = `snapshot by the running server (pid ${runtime.pid})`;
  } else {
    const database = await openDatabase(config);
    try {
      manifest = await writeBackup({ dataDir: config.dataDir, target, database });
    } finally {
      await database.close();
    }
    how = 'embedded database opened directly (no server running)';
  }
  console.log(
    `Backup written to ${target}\n  ${how}\n  database: ${manifest.database}, ${manifest.databaseBytes} bytes\n` +
      `  files: ${manifest.files} (${manifest.fileBytes} bytes)`,
  );
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Backup failed: ${err instanceof Error ? err.message : err}`,
  );
  process.exit(1);
});
