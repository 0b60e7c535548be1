// The file store: public files (photos, CVs, thumbnails) served at /files/..., private ones (identity documents)
// only through authorised routes. Local disk today; an S3-compatible bucket can implement the same interface.

/** 'public' is served statically at /files/<key>; 'private' is never served statically. */
export type StorageArea = 'public' | 'private';

export interface FileStorage {
  /** Stores bytes under a key (letters, digits, '-', '_', '.', '/'); overwrites an existing file. */
  put(area: StorageArea, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(area: StorageArea, key: string): Promise<Buffer | null>;
  /** Removes a file; a missing file is not an error. */
  delete(area: StorageArea, key: string): Promise<void>;
  /** The URL a browser loads a public file from. */
  publicUrl(key: string): string;
}

export const PUBLIC_FILES_PREFIX = '/files/';

/** Keys are made by us, but a traversal ('..', absolute paths, odd characters) must never reach the disk. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
