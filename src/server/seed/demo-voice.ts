// The demo worker (071 000 0000) has a voice introduction, so her profile shows the player on the embedded demo.
// The sent file is committed beside this one (9 s of Ogg Opus, 14 KB; how it was made: decision 0362).
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, workers } from '../db/schema.js';
import { seedVoiceIntro } from '../features/voice-notes/index.js';
import { DEMO_WORKER_PHONE } from './demo-messages.js';

export const DEMO_VOICE_INTRO_FILE = new URL('./demo-voice-intro.ogg', import.meta.url);

export async function seedDemoVoiceIntro(app: FastifyInstance): Promise<void> {
  const { database, storage } = app.ctx;
  const [worker] = await database.db
    .select({ id: workers.id, phoneNumber: users.phoneNumber })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(users.phoneNumber, DEMO_WORKER_PHONE));
  if (!worker) return;
  await seedVoiceIntro({ database, storage }, worker, await fs.readFile(DEMO_VOICE_INTRO_FILE));
}
