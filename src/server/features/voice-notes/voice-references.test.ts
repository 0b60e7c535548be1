// Issue 35: a past employer answers a review request with a WhatsApp voice note, which attaches to her reference
// (never from her own numbers); an admin hides a voice note with a reason only she reads, from the console or a
// report; and the review request's SMS says a voice note is welcome.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../tests/support/admin.js';
import { nextPhone, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { reviewRequestClient } from '../../../../tests/support/review-requests.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { voiceNoteClient } from '../../../../tests/support/voice-note-client.js';
import { oggVoiceNote } from '../../../../tests/support/voice-notes.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { workers } from '../../db/schema.js';
import { VOICE_TEXTS } from './texts.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});
const { send, profile, notesOf } = voiceNoteClient(
  () => t,
  () => fake,
);
const ogg = async (seconds: number) => ({ bytes: await oggVoiceNote(seconds), contentType: 'audio/ogg' });

/** A worker asks `employerPhone` for a review, and the employer answers it through the link. */
async function referenceFrom(employerPhone: string, fullName: string) {
  const c = reviewRequestClient(t);
  const w = await c.signedInWorker({ fullName });
  const asked = await c.request(w.cookie, { recipientPhone: employerPhone, recipientName: 'Mrs Botha' });
  expect(asked.statusCode).toBe(201);
  const token = new URL(asked.json().developmentUrl).pathname.split('/').pop()!;
  await t.app.ctx.jobs.drain();
  const sms = fake.messages.filter((m) => m.to === employerPhone).at(-1)?.body ?? '';
  expect(sms).toContain('You can also send a WhatsApp voice note about their work to this number.');
  expect(
    (await c.submit(token, { rating: 5, review: 'Careful and kind', employerName: 'Mrs Botha' })).statusCode,
  ).toBe(201);
  return w;
}

describe('a voice note on a reference', () => {
  it("attaches a past employer's voice note to the reference she asked for", async () => {
    const employerPhone = nextPhone();
    const w = await referenceFrom(employerPhone, 'Lindiwe Mokoena');
    expect(await send(employerPhone, { media: await ogg(4) })).toBe(
      VOICE_TEXTS.referenceAdded({ workerName: 'Lindiwe Mokoena' }, 'en'),
    );
    const { cookie } = await signedInUser(t.db, t.config);
    const [reference] = (await profile(w.worker.id, cookie)).references;
    expect(reference).toMatchObject({ referenceName: 'Mrs Botha', isVerified: true });
    expect(reference.voice).toMatchObject({ seconds: 4, hiddenReason: null });
    const audio = await t.app.inject({ method: 'GET', url: reference.voice.url, headers: { cookie } });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    // A second note replaces the first on the same reference.
    await send(employerPhone, { media: await ogg(3) });
    expect((await profile(w.worker.id, cookie)).references[0].voice.seconds).toBe(3);
    expect(await notesOf(w.worker.id)).toHaveLength(1);
  });

  it('never takes a note from a number that is hers', async () => {
    const employerPhone = nextPhone();
    const w = await referenceFrom(employerPhone, 'Zodwa Ndlovu');
    // She makes the number her own profile phone: a note from it is then no reference (and it has no account).
    await t.db.update(workers).set({ phoneNumber: employerPhone }).where(eq(workers.id, w.worker.id));
    expect(await send(employerPhone, { media: await ogg(3) })).toBe(
      VOICE_TEXTS.nobody({ link: `${t.config.publicUrl}/register-worker` }, 'en'),
    );
    expect(await notesOf(w.worker.id)).toEqual([]);
  });
});

describe('hiding a voice note', () => {
  it('takes it off the profile with a reason only she reads, from the console and from a report', async () => {
    const c = reviewRequestClient(t);
    const w = await c.signedInWorker({ fullName: 'Thuli Khoza' });
    await send(w.user.phoneNumber, { media: await ogg(3) });
    await send(w.user.phoneNumber, { body: '1' });
    const viewer = await signedInUser(t.db, t.config);
    const note = (await profile(w.worker.id, viewer.cookie)).voiceIntro;
    expect(note).not.toBeNull();

    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: viewer.cookie },
      payload: { subjectType: 'voice_note', subjectId: note.id, reason: 'offensive' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const admin = await signedInAdmin(t);
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.json().id}/resolve`,
      headers: { cookie: admin.cookie },
      payload: { action: 'hide_voice_note', note: 'Contact details in the recording' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    expect((await profile(w.worker.id, viewer.cookie)).voiceIntro).toBeNull();
    const hidden = await t.app.inject({ method: 'GET', url: note.url, headers: { cookie: viewer.cookie } });
    expect(hidden.statusCode).toBe(404);
    const own = await sessionCookie(t.db, t.config, w.user.id);
    expect((await profile(w.worker.id, own)).voiceIntro).toMatchObject({
      id: note.id,
      hiddenReason: 'Contact details in the recording',
    });
    expect((await t.app.inject({ method: 'GET', url: note.url, headers: { cookie: own } })).statusCode).toBe(
      200,
    );

    const shown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/voice-notes/${note.id}/show`,
      headers: { cookie: admin.cookie },
    });
    expect(shown.json()).toMatchObject({ id: note.id, hiddenReason: null });
    expect((await profile(w.worker.id, viewer.cookie)).voiceIntro).toMatchObject({ id: note.id });
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/voice-notes/${note.id}/hide`,
      headers: { cookie: viewer.cookie },
      payload: { reason: 'x' },
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});
