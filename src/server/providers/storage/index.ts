// The file store: public files (photos, CVs, thumbnails) served at /files/..., private ones (identity documents)
// only through authorised routes. Local disk by default, an S3-compatible bucket with STORAGE=s3.

import type { Readable } from 'node:stream';

/** 'public' is served statically at /files/<key>; 'private' is never served statically. */
export type StorageArea = 'public' | 'private';

/** A file as a listing shows it: its key and when it was last written. */
export interface ListedFile {
  key: string;
  modifiedAt: Date;
}

export interface FileStorage {
  /** Stores bytes under a key (letters, digits, '-', '_', '.', '/'); overwrites an existing file. */
  put(area: StorageArea, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file (small files and tests; replies use openRead). */
  get(area: StorageArea, key: string): Promise<Buffer | null>;
  /**
   * The file as a stream with its size, or null when there is no such file: a reply pipes it to the client, so
   * a 10 MB document never sits whole in memory. Whoever takes it must consume or destroy the stream.
   */
  openRead(area: StorageArea, key: string): Promise<StoredFile | null>;
  /** Removes a file; a missing file is not an error. */
  delete(area: StorageArea, key: string): Promise<void>;
  /** Every file in an area (temporary '.tmp' files of unfinished writes included), with when it was last written. */
  list(area: StorageArea): AsyncIterable<ListedFile>;
  /** The URL a browser loads a public file from (ours at /files/..., or the bucket's or CDN's address). */
  publicUrl(key: string): string;
}

export interface StoredFile {
  stream: Readable;
  /** Bytes, for Content-Length; null when the store did not say. */
  size: number | null;
}

export const PUBLIC_FILES_PREFIX = '/files/';

/** Keys are made by us, but a traversal ('..', absolute paths, odd characters) must never reach the disk. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Our keys end in the extension of what we stored (uploads re-encode to these types). */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
