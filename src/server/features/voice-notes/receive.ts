// A voice note someone sent us, after the webhook's transaction: fetched from the messaging provider with the
// account's credentials, checked, re-encoded, stored in the private file store, then kept as her pending
// introduction (until her 1) or as the voice of a past employer's reference (issue 35, decisions 0358-0361).
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { VOICE_INTRO_PENDING_HOURS, VOICE_NOTE_MAX_BYTES } from '../../../shared/schemas/voice-notes.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { voiceNotes } from '../../db/schema.js';
import type { MessagingProvider } from '../../providers/messaging/index.js';
import type { FileStorage } from '../../providers/storage/index.js';
import { checkAudio, PLAYBACK_CONTENT_TYPE, PLAYBACK_EXTENSION, toPlayable } from './audio.js';
import { VOICE_TEXTS } from './texts.js';

const HOUR_MS = 60 * 60 * 1000;

export interface VoiceDeps {
  database: Database;
  storage: FileStorage;
  messaging: MessagingProvider;
  config: Pick<Config, 'PROVIDER_TIMEOUT_MS'>;
  log: FastifyBaseLogger;
}

export type VoiceTarget =
  | { kind: 'intro'; workerId: string }
  | { kind: 'reference'; workerId: string; workerName: string; reviewRequestId: string };

export interface ReceivedNote {
  from: string;
  mediaUrl: string;
  language: LanguageCode;
  target: VoiceTarget;
  now: Date;
}

/** Removes stored files whose rows are gone; a failure leaves an orphan for the daily file sweep, never an error. */
export async function deleteFiles(deps: Pick<VoiceDeps, 'storage' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete('private', key).catch((err: unknown) => {
      deps.log.warn({ err, key }, 'voice note file not removed; the file sweep will');
    });
  }
}

/** Fetches, checks, stores and keeps the note; answers the text to send back, in the sender's language. */
export async function receiveVoiceNote(deps: VoiceDeps, note: ReceivedNote): Promise<string> {
  const { language } = note;
  let fetched: Awaited<ReturnType<MessagingProvider['fetchMedia']>>;
  try {
    fetched = await deps.messaging.fetchMedia(
      note.mediaUrl,
      VOICE_NOTE_MAX_BYTES,
      AbortSignal.timeout(deps.config.PROVIDER_TIMEOUT_MS),
    );
  } catch (err) {
    deps.log.warn({ err }, 'voice note: media not fetched');
    return VOICE_TEXTS.failed(language);
  }
  if (fetched === 'too-large') return VOICE_TEXTS.tooLarge(language);
  const checked = await checkAudio(fetched.bytes);
  if (!checked.ok) {
    if (checked.refusal === 'too-large') return VOICE_TEXTS.tooLarge(language);
    return checked.refusal === 'too-long' ? VOICE_TEXTS.tooLong(language) : VOICE_TEXTS.notAudio(language);
  }
  let playable: Awaited<ReturnType<typeof toPlayable>>;
  try {
    playable = await toPlayable(fetched.bytes);
  } catch (err) {
    deps.log.warn({ err, mime: checked.mime }, 'voice note: not decodable');
    return VOICE_TEXTS.notAudio(language);
  }
  const key = `voice-notes/${randomUUID()}.${PLAYBACK_EXTENSION}`;
  // The file first, then its row: a crash between leaves an orphan the daily sweep removes, never a row without file.
  await deps.storage.put('private', key, playable.bytes, PLAYBACK_CONTENT_TYPE);
  const replaced = await keepNote(deps.database, note, { key, ...playable });
  await deleteFiles(deps, replaced);
  return note.target.kind === 'intro'
    ? VOICE_TEXTS.introReceived({ seconds: playable.seconds }, language)
    : VOICE_TEXTS.referenceAdded({ workerName: note.target.workerName }, language);
}

/** Writes the row; answers the storage keys of the notes it replaced (her earlier pending one, the request's last). */
async function keepNote(
  database: Database,
  note: ReceivedNote,
  file: { key: string; bytes: Buffer; seconds: number },
): Promise<string[]> {
  const { target, now } = note;
  return database.db.transaction(async (tx) => {
    const stale =
      target.kind === 'intro'
        ? and(
            eq(voiceNotes.workerId, target.workerId),
            eq(voiceNotes.kind, 'intro'),
            eq(voiceNotes.status, 'pending'),
          )
        : and(eq(voiceNotes.reviewRequestId, target.reviewRequestId), eq(voiceNotes.kind, 'reference'));
    const gone = await tx.delete(voiceNotes).where(stale).returning({ key: voiceNotes.storageKey });
    await tx.insert(voiceNotes).values({
      workerId: target.workerId,
      kind: target.kind,
      status: target.kind === 'intro' ? 'pending' : 'active',
      reviewRequestId: target.kind === 'reference' ? target.reviewRequestId : null,
      fromPhone: note.from,
      storageKey: file.key,
      seconds: file.seconds,
      bytes: file.bytes.length,
      expiresAt:
        target.kind === 'intro' ? new Date(now.getTime() + VOICE_INTRO_PENDING_HOURS * HOUR_MS) : null,
      createdAt: now,
    });
    return gone.map((g) => g.key);
  });
}

/** Pending introductions past their time, with their files (the daily schedule); answers how many. */
export async function purgeExpiredPending(
  deps: Pick<VoiceDeps, 'database' | 'storage' | 'log'>,
  now: Date,
): Promise<number> {
  const gone = await deps.database.db
    .delete(voiceNotes)
    .where(and(eq(voiceNotes.status, 'pending'), lte(voiceNotes.expiresAt, now)))
    .returning({ key: voiceNotes.storageKey });
  await deleteFiles(
    deps,
    gone.map((g) => g.key),
  );
  return gone.length;
}
