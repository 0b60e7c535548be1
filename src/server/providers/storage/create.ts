// Picks the file store from the configuration (kept apart from the interface, which knows no implementation).
import type { Config } from '../../config.js';
import type { FileStorage } from './index.js';
import { LocalFileStorage } from './local.js';
import { S3FileStorage } from './s3.js';

export function createStorage(config: Config): FileStorage {
  if (config.STORAGE === 's3') {
    return new S3FileStorage({
      bucket: config.S3_BUCKET as string,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicFilesUrl: config.PUBLIC_FILES_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return new LocalFileStorage(config.dataDir);
}
