// S3-compatible storage (AWS S3, R2, MinIO, Ceph...): public files under `public/`, which the bucket policy (or a
// CDN in front of it) may expose at PUBLIC_FILES_URL; private files under `private/`, never exposed by the bucket,
// read only by the server for an authorised route (docs/deploy.md has the bucket policy).

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FileStorage, ListedFile, StorageArea, StoredFile } from './index.js';
import { assertSafeKey, PUBLIC_FILES_PREFIX } from './index.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Where browsers load public files from (the bucket's or a CDN's address); else through our /files/ route. */
  publicFilesUrl?: string | undefined;
  timeoutMs: number;
}

/** Random keys are never reused, so public objects can be cached for ever. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function s3ObjectKey(area: StorageArea, key: string): string {
  assertSafeKey(key);
  return `${area}/${key}`;
}

export class S3FileStorage implements FileStorage {
  readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      requestHandler: { requestTimeout: opts.timeoutMs, connectionTimeout: opts.timeoutMs },
    };
    if (opts.endpoint) config.endpoint = opts.endpoint;
    // Without keys the SDK's default chain applies (instance role, AWS_* environment, shared config).
    if (opts.accessKeyId && opts.secretAccessKey) {
      config.credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
    }
    this.client = new S3Client(config);
  }

  async put(area: StorageArea, key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: s3ObjectKey(area, key),
        Body: bytes,
        ContentType: contentType,
        ...(area === 'public'
          ? { CacheControl: PUBLIC_CACHE_CONTROL }
          : { CacheControl: 'private, no-store' }),
      }),
    );
  }

  async get(area: StorageArea, key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: s3ObjectKey(area, key) }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async openRead(area: StorageArea, key: string): Promise<StoredFile | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: s3ObjectKey(area, key) }),
      );
      if (!res.Body) return null;
      // On Node the SDK answers the HTTP response itself: the bytes arrive as the client reads them.
      if (!(res.Body instanceof Readable)) throw new Error('S3 GetObject body is not a Node stream');
      return { stream: res.Body, size: res.ContentLength ?? null };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: s3ObjectKey(area, key) }),
    );
  }

  /** ListObjectsV2 under `<area>/`, a page of up to 1,000 at a time. */
  async *list(area: StorageArea): AsyncIterable<ListedFile> {
    const prefix = `${area}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(prefix)) continue;
        yield { key: object.Key.slice(prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    const base = this.opts.publicFilesUrl?.replace(/\/$/, '');
    return base ? `${base}/${s3ObjectKey('public', key)}` : `${PUBLIC_FILES_PREFIX}${key}`;
  }
}
