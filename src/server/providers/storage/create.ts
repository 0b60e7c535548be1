// Picks the file store from the configuration (kept apart from the interface, which knows no implementation).
import type { Config } from '../../config.js';
import type { FileStorage } from './index.js';
import { LocalFileStorage } from './local.js';

export function createStorage(config: Config): FileStorage {
  return new LocalFileStorage(config.dataDir);
}
