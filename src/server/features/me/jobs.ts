// The me feature's job: a deleted account's files leave the store (a missing file is no error, so it may rerun).
import { defineJob } from '../../jobs/define.js';
import { deleteFilesKind, removeFiles } from './service.js';

export const meJobs = [
  defineJob({ ...deleteFilesKind, run: ({ files }, { storage }) => removeFiles(storage, files) }),
];
