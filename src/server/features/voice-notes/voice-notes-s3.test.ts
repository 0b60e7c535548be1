// Issue 35 with STORAGE=s3: a voice note fetched from the fake Twilio lands in the bucket of the S3 test server
// (nothing on the local disk), and the profile plays it from there with ranges.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { webhooksInto } from '../../../../tests/support/twilio-webhooks.js';
import { voiceNoteClient } from '../../../../tests/support/voice-note-client.js';
import { oggVoiceNote } from '../../../../tests/support/voice-notes.js';

let fake: FakeTwilio;
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTwilio();
  s3 = await startTestS3();
  t = await createTestApp({ ...fake.env(), ...s3.env });
  webhooksInto(fake, t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await fake?.close();
});
const { send, profile, notesOf } = voiceNoteClient(
  () => t,
  () => fake,
);

describe('voice notes on S3', () => {
  it('stores the note in the bucket and serves it from there', async () => {
    const worker = await createWorker(t.db);
    await send(worker.phoneNumber, { media: { bytes: await oggVoiceNote(5), contentType: 'audio/ogg' } });
    expect(await send(worker.phoneNumber, { body: '1' })).toMatch(
      /^Done: your voice note is now your profile/,
    );
    const [row] = await notesOf(worker.id);
    const stored = await t.app.ctx.storage.get('private', row!.storageKey);
    expect(stored?.length).toBe(row!.bytes);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'private', row!.storageKey))).toBe(false);

    const { cookie } = await signedInUser(t.db, t.config);
    const intro = (await profile(worker.id, cookie)).voiceIntro;
    const part = await t.app.inject({
      method: 'GET',
      url: intro.url,
      headers: { cookie, range: 'bytes=10-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(stored!.subarray(10))).toBe(true);
  });
});
