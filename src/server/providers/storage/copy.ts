// `npm run storage:copy`: moves an install's local files (DATA_DIR/files/{public,private}) into the configured
// bucket under the same keys, so switching STORAGE=local to s3 loses nothing. Safe to run again: files are
// overwritten with the same bytes; the local copies stay until the operator removes them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeForKey, type FileStorage, type StorageArea } from './index.js';
import { localStorageRoot } from './local.js';

export interface CopyReport {
  copied: { public: number; private: number };
  /** Files that are not ours to copy: temp files of an interrupted write, names that are not storage keys. */
  skipped: string[];
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function copyLocalFiles(
  dataDir: string,
  target: FileStorage,
  onFile: (area: StorageArea, key: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: { public: 0, private: 0 }, skipped: [] };
  for (const area of ['public', 'private'] as const) {
    const root = localStorageRoot(dataDir, area);
    for (const relative of await filesUnder(root)) {
      const key = relative.split(path.sep).join('/');
      try {
        if (key.endsWith('.tmp')) throw new Error('temp file');
        assertSafeKey(key);
      } catch {
        report.skipped.push(`${area}/${key}`);
        continue;
      }
      await target.put(area, key, await fs.readFile(path.join(root, relative)), contentTypeForKey(key));
      report.copied[area]++;
      onFile(area, key);
    }
  }
  return report;
}
