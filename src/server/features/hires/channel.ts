// GET /api/hires/channel/:workerId: the channel a hire request to this worker would go by now, so the confirm dialog
// says "by WhatsApp" or "by SMS" truthfully (issue 32). Only the channel: nothing else of the worker's settings.
import { eq } from 'drizzle-orm';
import type { HireChannel } from '../../../shared/schemas/hires.js';
import type { Db } from '../../db/client.js';
import { users, workers } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';
import { expectedChannel } from '../../platform/messaging/index.js';

type Facts = Parameters<typeof expectedChannel>[3];

/** The channel of a hire request to the worker; an unknown worker answers SMS (the request would fail anyway). */
export async function hireRequestChannel(db: Db, workerId: string, facts: Facts): Promise<HireChannel> {
  if (!isUuid(workerId)) return { channel: 'sms' };
  const [row] = await db
    .select({ phoneNumber: users.phoneNumber, language: users.language })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.id, workerId));
  if (!row) return { channel: 'sms' };
  return { channel: await expectedChannel(db, row, 'hire_request', facts) };
}
