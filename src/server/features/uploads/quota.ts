// The daily upload quota per user, shared by every route that takes a file (photos and CVs, identity documents):
// counted before the file is read or decoded, refused ones too, since the work is what it bounds (issue 15).

import { sharedMessage } from '../../../shared/i18n/messages.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';
import { queueFilesCleanup } from './orphans.js';

export const UPLOAD_QUOTA_MESSAGE = (perDay: number) =>
  sharedMessage(
    /*i18n*/ {
      id: 'upload.quota',
      message: "You have reached today's upload limit ({perDay} files). Please try again tomorrow.",
      values: { perDay },
    },
  );

/** Counts one upload against the user's day (429 past it) and queues the day's orphan-file cleanup. */
export async function startUpload(
  db: Db,
  config: Pick<Config, 'UPLOADS_PER_USER_PER_DAY'>,
  userId: string,
): Promise<void> {
  const perDay = config.UPLOADS_PER_USER_PER_DAY;
  await db.transaction(async (tx) => {
    await hitRateLimit(tx, {
      key: `upload:user:${userId}`,
      limit: perDay,
      windowSeconds: 24 * 60 * 60,
      message: () => UPLOAD_QUOTA_MESSAGE(perDay),
    });
    // Committed before any file is written, so a crash mid-upload still has its cleanup queued.
    await queueFilesCleanup(tx);
  });
}
