// A real S3-protocol server for tests (s3rver from npm, objects in a temp dir), with one bucket; closed after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './server-process.js';

export const S3_TEST_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'wl-files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
