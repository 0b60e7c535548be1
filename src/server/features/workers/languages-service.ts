// The languages a worker speaks (issue 18), changed after registration from the dashboard.
import { eq } from 'drizzle-orm';
import { WORKER_PHONE_MESSAGES } from '../../../shared/schemas/worker-phone.js';
import type { Tx } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';

/** The languages on the worker's own profile (issue 18): the search's language filter reads them. */
export async function setSpokenLanguages(
  db: Pick<Tx, 'update'>,
  userId: string,
  spokenLanguages: string[],
): Promise<{ spokenLanguages: string[] }> {
  const [row] = await db
    .update(workers)
    .set({ spokenLanguages, updatedAt: new Date() })
    .where(eq(workers.userId, userId))
    .returning({ spokenLanguages: workers.spokenLanguages });
  if (!row) throw notFound(WORKER_PHONE_MESSAGES.noWorkerProfile);
  return row;
}
