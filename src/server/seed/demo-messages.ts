// The demo's WhatsApp conversation (issue 19): the demo worker (071 000 0000) was asked by Lerato Home Services for
// a hire and accepted it by replying 1, asked STATUS, and now has a hire request from the demo employer (Karen)
// waiting, so a newcomer can answer it on /dev/phone with no Twilio account. Every message goes through the real
// path (hire service, outbox, dev provider, inbound handling), so the texts are the product's own. Only with the
// development messaging provider: with Twilio it would text real phones.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inboundMessages, users, workers } from '../db/schema.js';
import { createHire } from '../features/hires/index.js';
import { receiveInbound } from '../platform/messaging/index.js';
import { DEMO_JOB_EMPLOYERS } from './demo-jobs.js';

/** The first generated worker's number (generate.ts: +2771 and the index). */
export const DEMO_WORKER_PHONE = '+27710000000';
const DEMO_EMPLOYER_PHONE = '+27820000002';

export async function seedDemoConversation(app: FastifyInstance): Promise<void> {
  const { config, database, jobs, replies } = app.ctx;
  if (config.MESSAGING_PROVIDER !== 'dev') return;
  const { db } = database;
  const [worker] = await db
    .select({ id: workers.id, userId: workers.userId })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(users.phoneNumber, DEMO_WORKER_PHONE));
  if (!worker) return;
  const [already] = await db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(eq(inboundMessages.from, DEMO_WORKER_PHONE))
    .limit(1);
  if (already) return;

  const employerId = async (phone: string) => {
    const [row] = await db
      .update(users)
      .set({ employerPhoneVerifiedAt: new Date() })
      .where(eq(users.phoneNumber, phone))
      .returning({ id: users.id });
    return row?.id;
  };
  const hire = async (phone: string) => {
    const employerUserId = await employerId(phone);
    if (!employerUserId) return;
    await createHire(db, {
      employerUserId,
      workerId: worker.id,
      publicUrl: config.publicUrl,
      requestsPerDay: config.HIRE_REQUESTS_PER_DAY,
    });
    await jobs.drain();
  };
  const reply = async (sid: string, body: string) => {
    await receiveInbound(
      { database, replies, config, log: app.log },
      { MessageSid: sid, From: `whatsapp:${DEMO_WORKER_PHONE}`, To: 'whatsapp:+27000000000', Body: body },
    );
    await jobs.drain();
  };

  await hire(DEMO_JOB_EMPLOYERS[0].phoneNumber);
  await reply('SMdemo00000000000000000000000001', '1');
  await reply('SMdemo00000000000000000000000002', 'STATUS');
  await hire(DEMO_EMPLOYER_PHONE);
}
