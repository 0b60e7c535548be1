// The messaging platform's job: hand a queued message to the provider (delivery.ts), then scrub its text from the
// job row.
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema.js';
import { defineJob } from '../../jobs/define.js';
import { scrubbed, sendOnce } from './delivery.js';
import { sendMessageKind } from './outbox.js';

const sendMessageJob = defineJob({
  ...sendMessageKind,
  async run(message, { database, messaging, config, log, now }, job) {
    // The runner's clock decides the quiet hours too, as it decides which jobs are due (decision 0270).
    await sendOnce({ database, messaging, config, log }, message, now());
    await database.db.update(jobs).set(scrubbed()).where(eq(jobs.id, job.id));
  },
});

export const messagingJobs = [sendMessageJob];
