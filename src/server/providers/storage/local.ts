// Local-disk storage under <DATA_DIR>/files/{public,private}: written to a temp file and renamed, so a reader never
// sees half a file.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, ListedFile, StorageArea, StoredFile } from './index.js';
import { assertSafeKey, PUBLIC_FILES_PREFIX } from './index.js';

export function localStorageRoot(dataDir: string, area: StorageArea): string {
  return path.join(dataDir, 'files', area);
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dataDir: string) {}

  private filePath(area: StorageArea, key: string): string {
    assertSafeKey(key);
    return path.join(localStorageRoot(this.dataDir, area), key);
  }

  async put(area: StorageArea, key: string, bytes: Buffer): Promise<void> {
    const target = this.filePath(area, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, bytes, { mode: area === 'private' ? 0o600 : 0o644 });
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(area: StorageArea, key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.filePath(area, key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async openRead(area: StorageArea, key: string): Promise<StoredFile | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.filePath(area, key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      // The size of the file this handle has open: a rename over the key meanwhile does not change it.
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await fs.rm(this.filePath(area, key), { force: true });
  }

  async *list(area: StorageArea): AsyncIterable<ListedFile> {
    const root = localStorageRoot(this.dataDir, area);
    let entries: Dirent[];
    try {
      entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(full).catch(() => null);
      if (!stat) continue; // removed meanwhile
      yield { key: path.relative(root, full).split(path.sep).join('/'), modifiedAt: stat.mtime };
    }
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${PUBLIC_FILES_PREFIX}${key}`;
  }
}
