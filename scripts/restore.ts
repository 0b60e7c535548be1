// `npm run restore -- <backup-dir> [--force]`: puts a backup into DATA_DIR (embedded database and files) or, for
// a pg_dump backup, into DATABASE_URL. Refuses while a server uses DATA_DIR, and refuses to overwrite data unless
// --force (which moves what was there aside, never deletes it).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { liveServerPid, restoreBackup } from '../src/server/ops/backup.js';

const USAGE = `Usage: npm run restore -- <backup-dir> [--force]

Restores into DATA_DIR (default ./data), or into DATABASE_URL for a PostgreSQL backup. Stop the server first.
--force moves existing data aside (<name>.before-restore-<time>) instead of refusing.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !positionals[0]) {
    console.log(USAGE);
    if (!values.help) process.exit(1);
    return;
  }
  const config = loadConfig();
  const pid = liveServerPid(config.dataDir);
  if (pid !== null)
    throw new Error(`DATA_DIR ${config.dataDir} is in use by process ${pid}; stop the server first`);
  const manifest = await restoreBackup({
    source: positionals[0],
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    force: values.force,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${manifest.database === 'pglite' ? config.dataDir : 'DATABASE_URL'}` +
      ` (${manifest.files} files). Start the server with npm start.`,
  );
}

main().catch((err) => {
  console.error(
    err instanceof ConfigError ? err.message : `Restore failed: ${err instanceof Error ? err.message : err}`,
  );
  process.exit(1);
});
