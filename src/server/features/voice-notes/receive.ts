// A voice note someone sent us, in its intake job (intake.ts, decision 0386): fetched from the messaging provider
// with the account's credentials, checked, re-encoded, stored in the private file store, then kept as her pending
// introduction (until her 1) or as the voice of a past employer's reference (issue 35, decisions 0358-0361), her
// answer queued in the same transaction as the note's row.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { VOICE_INTRO_PENDING_HOURS, VOICE_NOTE_MAX_BYTES } from '../../../shared/schemas/voice-notes.js';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import { voiceNotes } from '../../db/schema.js';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/index.js';
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
  target: VoiceTarget;
  /** When the message came: the pending note's time and the start of its 24 hours. */
  now: Date;
}

/** Queues her answer inside `tx`: with the kept note's row, or alone when the note is refused. */
export type AnswerNote = (tx: Tx, text: (language: LanguageCode) => string) => Promise<void>;

/** What became of a note (for the log: never the sender or the audio). */
export type NoteOutcome = 'kept' | 'not-fetched' | 'too-large' | 'not-audio' | 'too-long';

/** Removes stored files whose rows are gone; a failure leaves an orphan for the daily file sweep, never an error. */
export async function deleteFiles(deps: Pick<VoiceDeps, 'storage' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete('private', key).catch((err: unknown) => {
      deps.log.warn({ err, key }, 'voice note file not removed; the file sweep will');
    });
  }
}

const REFUSALS = {
  'not-fetched': VOICE_TEXTS.failed,
  'too-large': VOICE_TEXTS.tooLarge,
  'not-audio': VOICE_TEXTS.notAudio,
  'too-long': VOICE_TEXTS.tooLong,
} as const;

/**
 * Fetches, checks, stores and keeps the note, and answers her (received, or why not: a refusal is final). Throws on
 * a fault that may pass (the media URL unreachable or answering 429/5xx, the store or the database failing): the
 * job tries again, and nothing was kept or answered.
 */
export async function receiveVoiceNote(
  deps: VoiceDeps,
  note: ReceivedNote,
  answer: AnswerNote,
): Promise<NoteOutcome> {
  const refuse = async (outcome: Exclude<NoteOutcome, 'kept'>) => {
    await deps.database.db.transaction((tx) => answer(tx, REFUSALS[outcome]));
    return outcome;
  };
  let fetched: Awaited<ReturnType<MessagingProvider['fetchMedia']>>;
  try {
    fetched = await deps.messaging.fetchMedia(
      note.mediaUrl,
      VOICE_NOTE_MAX_BYTES,
      AbortSignal.timeout(deps.config.PROVIDER_TIMEOUT_MS),
    );
  } catch (err) {
    // A URL not ours, or gone (404), or refused: trying again gives the same answer.
    if (!(err instanceof MessagingError) || err.retryable) throw err;
    deps.log.warn({ err }, 'voice note: media not fetched');
    return refuse('not-fetched');
  }
  if (fetched === 'too-large') return refuse('too-large');
  const checked = await checkAudio(fetched.bytes);
  if (!checked.ok) return refuse(checked.refusal);
  let playable: Awaited<ReturnType<typeof toPlayable>>;
  try {
    playable = await toPlayable(fetched.bytes);
  } catch (err) {
    deps.log.warn({ err, mime: checked.mime }, 'voice note: not decodable');
    return refuse('not-audio');
  }
  const key = `voice-notes/${randomUUID()}.${PLAYBACK_EXTENSION}`;
  // The file first, then its row: a crash between leaves an orphan the daily sweep removes, never a row without file.
  await deps.storage.put('private', key, playable.bytes, PLAYBACK_CONTENT_TYPE);
  const { target } = note;
  const text =
    target.kind === 'intro'
      ? (language: LanguageCode) => VOICE_TEXTS.introReceived({ seconds: playable.seconds }, language)
      : (language: LanguageCode) => VOICE_TEXTS.referenceAdded({ workerName: target.workerName }, language);
  // A failure here leaves the file to the sweep too: a commit whose acknowledgement was lost may have kept its row.
  const replaced = await deps.database.db.transaction(async (tx) => {
    const gone = await keepNote(tx, note, { key, ...playable });
    await answer(tx, text);
    return gone;
  });
  await deleteFiles(deps, replaced);
  return 'kept';
}

/** Writes the row; answers the storage keys of the notes it replaced (her earlier pending one, the request's last). */
async function keepNote(
  tx: Tx,
  note: ReceivedNote,
  file: { key: string; bytes: Buffer; seconds: number },
): Promise<string[]> {
  const { target, now } = note;
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
    expiresAt: target.kind === 'intro' ? new Date(now.getTime() + VOICE_INTRO_PENDING_HOURS * HOUR_MS) : null,
    createdAt: now,
  });
  return gone.map((g) => g.key);
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
