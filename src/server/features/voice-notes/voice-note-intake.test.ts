// Decision 0386: a voice note's fetch, checks, re-encode and store run in a background job queued by the webhook. The
// webhook answers at once and a redelivered one queues nothing new; an outage of Twilio's media is retried by the
// runner's backoff and ends in one note and one answer; a refusal, and the last attempt of an outage that did not
// pass, answer her once in her language and stop; a note whose worker is gone by then is dropped unanswered. The
// runner's backoff is real time: a test makes the retry due now.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../../../tests/support/factories.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { NOT_AUDIO, oggVoiceNote } from '../../../../tests/support/voice-notes.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { jobs, users, voiceNotes } from '../../db/schema.js';
import { EMPTY_TWIML } from '../../platform/messaging/index.js';
import { VOICE_INTAKE_ATTEMPTS, voiceNoteIntakeKind } from './intake.js';
import { VOICE_TEXTS } from './texts.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});

const ogg = async (seconds: number) => ({ bytes: await oggVoiceNote(seconds), contentType: 'audio/ogg' });
const answersTo = (phone: string) =>
  fake.messages.filter((m) => m.to === `whatsapp:${phone}`).map((m) => m.body);
const notesOf = (workerId: string) => t.db.select().from(voiceNotes).where(eq(voiceNotes.workerId, workerId));

/** The intake jobs of one inbound message, whatever their payload holds by now. */
const intakesOf = (messageSid: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, voiceNoteIntakeKind.kind), sql`${jobs.payload}->>'messageSid' = ${messageSid}`));

async function theIntake(messageSid: string) {
  const rows = await intakesOf(messageSid);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A job waiting for its backoff becomes due now, and the queue runs. */
async function retryNow(jobId: number): Promise<void> {
  await t.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, jobId));
  await t.app.ctx.jobs.drain();
}

describe("a voice note's intake job", () => {
  it('is queued by the webhook, which answers at once, and once for a redelivered webhook', async () => {
    const worker = await createWorker(t.db);
    const fetchedBefore = fake.mediaRequests.length;
    const first = await fake.sendInbound({ from: worker.phoneNumber, media: await ogg(3) });
    expect([first.status, first.body]).toEqual([200, EMPTY_TWIML]);
    // Nothing fetched or answered within the webhook: the job holds the note's URL until it runs.
    expect(fake.mediaRequests.length).toBe(fetchedBefore);
    const queued = await theIntake(first.messageSid);
    expect(queued).toMatchObject({ status: 'pending', maxAttempts: VOICE_INTAKE_ATTEMPTS });
    expect(queued.payload).toMatchObject({ from: worker.phoneNumber, target: { kind: 'intro' } });

    const again = await fake.sendInbound({
      from: worker.phoneNumber,
      messageSid: first.messageSid,
      media: await ogg(3),
    });
    expect(again.status).toBe(200);
    await theIntake(first.messageSid);

    await t.app.ctx.jobs.drain();
    expect(answersTo(worker.phoneNumber)).toEqual([VOICE_TEXTS.introReceived({ seconds: 3 }, 'en')]);
    expect(await notesOf(worker.id)).toHaveLength(1);
    // Fetched once: the Media resource and the address it redirected to.
    expect(fake.mediaRequests.length).toBe(fetchedBefore + 2);
    const done = await theIntake(first.messageSid);
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    // The row keeps nothing of hers once she was answered: no number, no URL that opens her note.
    expect(done.payload).toEqual({ messageSid: first.messageSid, answered: true });
  });

  it('retries a media URL that fails for a moment, then keeps one note and answers once', async () => {
    const worker = await createWorker(t.db);
    fake.mediaFaults.push(503, 503);
    const { messageSid } = await fake.sendInbound({ from: worker.phoneNumber, media: await ogg(4) });
    await t.app.ctx.jobs.drain();
    for (const attempts of [1, 2]) {
      const waiting = await theIntake(messageSid);
      expect(waiting).toMatchObject({ status: 'pending', attempts, lastError: 'Twilio media 503' });
      expect(waiting.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(answersTo(worker.phoneNumber)).toEqual([]);
      expect(await notesOf(worker.id)).toEqual([]);
      await retryNow(waiting.id);
    }
    expect(await theIntake(messageSid)).toMatchObject({ status: 'done', attempts: 3 });
    expect(answersTo(worker.phoneNumber)).toEqual([VOICE_TEXTS.introReceived({ seconds: 4 }, 'en')]);
    const notes = await notesOf(worker.id);
    expect(notes.map((n) => [n.kind, n.status, n.seconds])).toEqual([['intro', 'pending', 4]]);
    expect(await t.app.ctx.storage.get('private', notes[0]!.storageKey)).not.toBeNull();
  });

  it('answers a refusal once, in her language, and tries no more: no audio, and media that is gone', async () => {
    const worker = await createWorker(t.db);
    await t.db.update(users).set({ language: 'xh' }).where(eq(users.id, worker.userId));
    const notAudio = await fake.sendInbound({
      from: worker.phoneNumber,
      media: { bytes: NOT_AUDIO, contentType: 'audio/ogg' },
    });
    await t.app.ctx.jobs.drain();
    fake.mediaFaults.push(404);
    const gone = await fake.sendInbound({ from: worker.phoneNumber, media: await ogg(3) });
    await t.app.ctx.jobs.drain();
    const fetched = fake.mediaRequests.length;
    for (const sid of [notAudio.messageSid, gone.messageSid]) {
      const job = await theIntake(sid);
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
      await retryNow(job.id);
    }
    expect(fake.mediaRequests.length).toBe(fetched);
    expect(answersTo(worker.phoneNumber)).toEqual([VOICE_TEXTS.notAudio('xh'), VOICE_TEXTS.failed('xh')]);
    expect(VOICE_TEXTS.failed('xh')).not.toBe(VOICE_TEXTS.failed('en'));
    expect(await notesOf(worker.id)).toEqual([]);
  });

  it('keeps nothing and tells nobody when her account went before the job ran', async () => {
    const worker = await createWorker(t.db);
    const fetched = fake.mediaRequests.length;
    const { messageSid } = await fake.sendInbound({ from: worker.phoneNumber, media: await ogg(3) });
    await t.db.delete(users).where(eq(users.id, worker.userId));
    await t.app.ctx.jobs.drain();
    expect(await theIntake(messageSid)).toMatchObject({
      status: 'done',
      payload: { messageSid, answered: true },
    });
    expect(fake.mediaRequests.length).toBe(fetched);
    expect(answersTo(worker.phoneNumber)).toEqual([]);
    expect(await notesOf(worker.id)).toEqual([]);
  });

  it('tells her once that it did not come through when the outage outlasts the last attempt', async () => {
    const worker = await createWorker(t.db);
    await t.db.update(users).set({ language: 'st' }).where(eq(users.id, worker.userId));
    fake.mediaFaults.push(...Array<number>(VOICE_INTAKE_ATTEMPTS).fill(503));
    const { messageSid } = await fake.sendInbound({ from: worker.phoneNumber, media: await ogg(3) });
    await t.app.ctx.jobs.drain();
    for (let attempt = 1; attempt < VOICE_INTAKE_ATTEMPTS; attempt++) {
      expect(answersTo(worker.phoneNumber)).toEqual([]);
      await retryNow((await theIntake(messageSid)).id);
    }
    const ended = await theIntake(messageSid);
    expect(ended).toMatchObject({
      status: 'failed',
      attempts: VOICE_INTAKE_ATTEMPTS,
      lastError: 'Twilio media 503',
      payload: { messageSid, answered: true },
    });
    expect(fake.mediaFaults).toEqual([]);
    await retryNow(ended.id);
    expect(answersTo(worker.phoneNumber)).toEqual([VOICE_TEXTS.failed('st')]);
    expect(await notesOf(worker.id)).toEqual([]);
  });
});
