// Issue 35, decision 0360: "1" answers the last question she was asked. A voice note newer than her waiting hire
// request takes it (the request keeps waiting); a hire request that reached her after the note takes it (the note
// keeps waiting, and her next 1 sets it).
import { describe, expect, it } from 'vitest';
import { signedInWorker } from '../../../../tests/support/admin.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireStatus, pendingHireRequest, verifiedEmployerNamed } from '../../../../tests/support/trust.js';
import { voiceNoteClient } from '../../../../tests/support/voice-note-client.js';
import { oggVoiceNote } from '../../../../tests/support/voice-notes.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { VOICE_TEXTS } from './texts.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});
const { send, notesOf } = voiceNoteClient(
  () => t,
  () => fake,
);
const note = async () => ({ media: { bytes: await oggVoiceNote(3), contentType: 'audio/ogg' } });

describe('her 1 with a voice note and a hire request both waiting', () => {
  it('sets the note when the note came after the request, and leaves the request waiting', async () => {
    const { worker, hireId } = await pendingHireRequest(t);
    await send(worker.user.phoneNumber, await note());
    expect(await send(worker.user.phoneNumber, { body: '1' })).toBe(VOICE_TEXTS.introSet('en'));
    expect(await hireStatus(t, hireId)).toBe('requested');
    expect((await notesOf(worker.worker.id)).map((n) => n.status)).toEqual(['active']);
  });

  it('accepts the request that came after the note, then sets the note with the next 1', async () => {
    const employer = await verifiedEmployerNamed(t, 'Karen');
    const worker = await signedInWorker(t);
    await send(worker.user.phoneNumber, await note());
    const hired = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie: employer.cookie },
      payload: { workerId: worker.worker.id },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    await t.app.ctx.jobs.drain();
    expect(await send(worker.user.phoneNumber, { body: '1' })).toMatch(
      /^You accepted the hire request from Karen/,
    );
    expect(await hireStatus(t, hired.json().hire.id)).toBe('accepted');
    expect((await notesOf(worker.worker.id)).map((n) => n.status)).toEqual(['pending']);
    expect(await send(worker.user.phoneNumber, { body: '1' })).toBe(VOICE_TEXTS.introSet('en'));
  });
});
