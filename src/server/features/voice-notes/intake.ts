// A voice note's intake as a background job (decision 0386): the webhook's handler queues it in the webhook's own
// transaction, once per MessageSid, and answers Twilio at once; the job fetches, checks, re-encodes and keeps the note
// (receive.ts) and answers her through the one door. A fault that may pass is retried with the runner's backoff; a
// refusal (too big, not audio, too long, a media URL that is gone) is told once and ends it; after the last attempt
// she is told we could not receive it.
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { enqueueJob, type JobContext, jobKind } from '../../jobs/define.js';
import { type InboundReply, notifyPhone, replyKey } from '../../platform/messaging/index.js';
import { workerExists } from './intro.js';
import { type AnswerNote, receiveVoiceNote, type VoiceTarget } from './receive.js';
import { VOICE_TEXTS } from './texts.js';

/**
 * Attempts at one note: the runner's backoff (2 s, doubling) spreads eight over about four minutes, past a passing
 * outage of Twilio's media or a restart of the app, while her answer still comes soon after her note.
 */
export const VOICE_INTAKE_ATTEMPTS = 8;

const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('intro'), workerId: z.guid() }),
  z.object({
    kind: z.literal('reference'),
    workerId: z.guid(),
    workerName: z.string(),
    reviewRequestId: z.guid(),
  }),
]);

const intakeSchema = z.object({
  messageSid: z.string().min(1),
  /** E.164: the number the note came from, and her answer goes to. */
  from: z.string().min(1),
  channel: z.enum(['sms', 'whatsapp']),
  /** The language the webhook's handler chose for her answers. */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  /** Twilio's MediaUrl0: it opens her note with our credentials (the inbound row never keeps it). */
  mediaUrl: z.string().min(1),
  receivedAt: z.iso.datetime(),
  /** A VoiceTarget: queuing and running hand it over as one, so the two shapes cannot part. */
  target: targetSchema,
});

/**
 * The row once she was answered, in the answer's transaction: nothing of hers is left (her number, the URL, whose
 * note), and an attempt whose end was not recorded finds nothing to do.
 */
const answeredSchema = z.object({ messageSid: z.string().min(1), answered: z.literal(true) });

export const voiceNoteIntakeKind = jobKind('voice-notes.intake', z.union([intakeSchema, answeredSchema]));

type IntakePayload = z.output<typeof intakeSchema>;

/** Queues the note's intake inside the webhook's transaction; a redelivered webhook queues nothing new. */
export async function queueVoiceNoteIntake(
  tx: Tx,
  reply: InboundReply,
  mediaUrl: string,
  target: VoiceTarget,
): Promise<void> {
  await enqueueJob(
    tx,
    voiceNoteIntakeKind,
    {
      messageSid: reply.messageSid,
      from: reply.from,
      channel: reply.channel,
      language: reply.language,
      mediaUrl,
      receivedAt: reply.now.toISOString(),
      target,
    },
    { dedupeKey: `${voiceNoteIntakeKind.kind}:${reply.messageSid}`, maxAttempts: VOICE_INTAKE_ATTEMPTS },
  );
}

/** The job's row emptied of her: what is left once she was answered (or there is nobody to keep the note for). */
async function emptyRow(db: DbOrTx, jobId: number, messageSid: string): Promise<void> {
  const answered: z.input<typeof answeredSchema> = { messageSid, answered: true };
  await db.update(jobs).set({ payload: answered }).where(eq(jobs.id, jobId));
}

/** Her answer, keyed as the webhook's own answer to that message, with the row emptied in the same transaction. */
function answerFor(payload: IntakePayload, jobId: number): AnswerNote {
  return async (tx, text) => {
    await notifyPhone(tx, {
      to: payload.from,
      kind: 'reply',
      channel: payload.channel,
      language: payload.language,
      dedupeKey: replyKey(payload.messageSid),
      text,
    });
    await emptyRow(tx, jobId, payload.messageSid);
  };
}

export async function runVoiceNoteIntake(
  payload: z.output<typeof voiceNoteIntakeKind.payload>,
  ctx: JobContext,
  job: { id: number; attempts: number },
): Promise<void> {
  if ('answered' in payload) return;
  const { database, log } = ctx;
  if (!(await workerExists(database.db, payload.target.workerId))) {
    // Her account went (or the worker's the reference was for) before the note was kept: nothing to keep or tell.
    log.info({ target: payload.target.kind }, 'voice note dropped: its worker is gone');
    return emptyRow(database.db, job.id, payload.messageSid);
  }
  const answer = answerFor(payload, job.id);
  const deps = { database, storage: ctx.storage, messaging: ctx.messaging, config: ctx.config, log };
  const note = {
    from: payload.from,
    mediaUrl: payload.mediaUrl,
    target: payload.target,
    now: new Date(payload.receivedAt),
  };
  try {
    const outcome = await receiveVoiceNote(deps, note, answer);
    log.info({ outcome, target: payload.target.kind, attempts: job.attempts }, 'voice note received');
  } catch (err) {
    if (job.attempts < VOICE_INTAKE_ATTEMPTS) throw err;
    // The last attempt: she hears that it did not come through, and the job ends as failed with the last error.
    await database.db.transaction((tx) => answer(tx, VOICE_TEXTS.failed));
    throw err;
  }
}
