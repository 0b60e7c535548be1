// The uploads' job: a day after the day's first upload, stored files no row refers to are removed (orphans.ts).
import { defineJob } from '../../jobs/define.js';
import { filesCleanupKind, removeOrphanFiles } from './orphans.js';

export const uploadJobs = [
  defineJob({
    ...filesCleanupKind,
    async run(_payload, { database, storage, log }) {
      const { removed, kept } = await removeOrphanFiles(database.db, storage);
      log.info({ removed: removed.length, kept }, 'orphan files cleanup');
    },
  }),
];
