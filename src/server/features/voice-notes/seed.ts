// The demo worker's voice introduction (issue 35): a short synthesised chime (no voice, no personal data; made with
// the project's ffmpeg, decision 0362) taken through the same check and re-encode as a sent note, kept as hers.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { voiceNotes } from '../../db/schema.js';
import { checkAudio, PLAYBACK_CONTENT_TYPE, PLAYBACK_EXTENSION, toPlayable } from './audio.js';
import type { VoiceDeps } from './receive.js';

/** Gives the worker this introduction unless she has one; answers whether it did. */
export async function seedVoiceIntro(
  deps: Pick<VoiceDeps, 'database' | 'storage'>,
  worker: { id: string; phoneNumber: string },
  sent: Buffer,
): Promise<boolean> {
  const { db } = deps.database;
  const [has] = await db
    .select({ id: voiceNotes.id })
    .from(voiceNotes)
    .where(and(eq(voiceNotes.workerId, worker.id), eq(voiceNotes.kind, 'intro')));
  if (has) return false;
  const checked = await checkAudio(sent);
  if (!checked.ok) throw new Error(`demo voice introduction refused: ${checked.refusal}`);
  const playable = await toPlayable(sent);
  const key = `voice-notes/${randomUUID()}.${PLAYBACK_EXTENSION}`;
  await deps.storage.put('private', key, playable.bytes, PLAYBACK_CONTENT_TYPE);
  await db.insert(voiceNotes).values({
    workerId: worker.id,
    kind: 'intro',
    status: 'active',
    fromPhone: worker.phoneNumber,
    storageKey: key,
    seconds: playable.seconds,
    bytes: playable.bytes.length,
  });
  return true;
}
