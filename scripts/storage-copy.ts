// npm run storage:copy: copies DATA_DIR/files into the bucket that STORAGE=s3 and the S3_* settings name.
import { ConfigError, loadConfig } from '../src/server/config.js';
import { copyLocalFiles } from '../src/server/providers/storage/copy.js';
import { createStorage } from '../src/server/providers/storage/create.js';

try {
  const config = loadConfig();
  if (config.STORAGE !== 's3') {
    console.error(
      'Set STORAGE=s3 and the S3_* settings of the bucket to copy into (see README, Configuration).',
    );
    process.exit(1);
  }
  const report = await copyLocalFiles(config.dataDir, createStorage(config));
  for (const skipped of report.skipped) console.warn(`skipped ${skipped}`);
  console.log(
    `copied ${report.copied.public} public and ${report.copied.private} private files from ${config.dataDir}/files into s3://${config.S3_BUCKET}`,
  );
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `storage:copy failed: ${(err as Error).message}`);
  process.exit(1);
}
