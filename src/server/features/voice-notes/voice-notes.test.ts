// Issue 35 over Twilio's webhook contract, against the fake Twilio's media server: a worker's voice note becomes her
// introduction after her 1 (a new one replaces it the same way), the media is fetched with the account's
// credentials and stored on disk, non-audio, oversized and too-long notes are refused in her language, a stranger's
// note attaches to nobody, and the profile serves the audio with ranges to those who may see the profile.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWorker, nextPhone, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { voiceNoteClient } from '../../../../tests/support/voice-note-client.js';
import { NOT_AUDIO, oggVoiceNote } from '../../../../tests/support/voice-notes.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { VOICE_NOTE_MAX_BYTES } from '../../../shared/schemas/voice-notes.js';
import { users, voiceNotes } from '../../db/schema.js';
import { purgeExpiredPending } from './receive.js';
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
const ogg = (bytes: Buffer) => ({ bytes, contentType: 'audio/ogg' });

describe('a voice introduction by WhatsApp', () => {
  it('is fetched with the account credentials, stored, and becomes her introduction after 1', async () => {
    const worker = await createWorker(t.db);
    const { cookie } = await signedInUser(t.db, t.config);
    const before = fake.mediaRequests.length;
    expect(await send(worker.phoneNumber, { media: ogg(await oggVoiceNote(6)) })).toBe(
      'We received your voice note (0:06). Reply 1 to use this as your profile introduction.',
    );
    // The Media resource answered only with Basic auth (account SID and token), then its redirect served the bytes.
    const fetched = fake.mediaRequests.slice(before);
    expect(fetched.map((r) => [r.authorized, r.status])).toEqual([
      [true, 307],
      [false, 200],
    ]);
    expect((await profile(worker.id, cookie)).voiceIntro).toBeNull();

    expect(await send(worker.phoneNumber, { body: '1' })).toBe(
      'Done: your voice note is now your profile introduction. Send a new one at any time to replace it.',
    );
    const intro = (await profile(worker.id, cookie)).voiceIntro;
    expect(intro).toMatchObject({ seconds: 6, hiddenReason: null });
    const [row] = await notesOf(worker.id);
    expect(row).toMatchObject({ kind: 'intro', status: 'active', bytes: intro.bytes });
    const onDisk = path.join(t.dataDir, 'files', 'private', row!.storageKey);
    expect(fs.statSync(onDisk).size).toBe(intro.bytes);

    // Played with ranges, as Safari asks, and kept by the browser, not by shared caches.
    const part = await t.app.inject({
      method: 'GET',
      url: intro.url,
      headers: { cookie, range: 'bytes=0-1' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1/${intro.bytes}`);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['cache-control']).toBe('private, max-age=86400');
    const whole = await t.app.inject({ method: 'GET', url: intro.url, headers: { cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(intro.bytes);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const beyond = await t.app.inject({
      method: 'GET',
      url: intro.url,
      headers: { cookie, range: `bytes=${intro.bytes}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect((await t.app.inject({ method: 'GET', url: intro.url })).statusCode).toBe(401);

    // A new note replaces it after the same confirmation; until then the old one stays.
    await send(worker.phoneNumber, { media: ogg(await oggVoiceNote(3)) });
    expect((await profile(worker.id, cookie)).voiceIntro.seconds).toBe(6);
    await send(worker.phoneNumber, { body: '1' });
    expect((await profile(worker.id, cookie)).voiceIntro.seconds).toBe(3);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect(await notesOf(worker.id)).toHaveLength(1);

    const own = await sessionCookie(t.db, t.config, worker.userId);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/workers/me/voice-intro',
      headers: { cookie: own },
    });
    expect(removed.json()).toEqual({ voiceIntro: null });
    expect((await profile(worker.id, cookie)).voiceIntro).toBeNull();
    expect(await notesOf(worker.id)).toEqual([]);
  });

  it('refuses a non-audio file, an oversized and a too-long one, in her language', async () => {
    const worker = await createWorker(t.db);
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, worker.userId));
    const notAudio = await send(worker.phoneNumber, {
      media: { bytes: NOT_AUDIO, contentType: 'audio/ogg' },
    });
    expect(notAudio).toBe(VOICE_TEXTS.notAudio('zu'));
    expect(notAudio).not.toBe(VOICE_TEXTS.notAudio('en'));
    const big = Buffer.concat([await oggVoiceNote(3), Buffer.alloc(VOICE_NOTE_MAX_BYTES)]);
    expect(await send(worker.phoneNumber, { media: ogg(big) })).toBe(VOICE_TEXTS.tooLarge('zu'));
    expect(await send(worker.phoneNumber, { media: ogg(await oggVoiceNote(125)) })).toBe(
      VOICE_TEXTS.tooLong('zu'),
    );
    expect(await notesOf(worker.id)).toEqual([]);
    // Her 1 then has no note to set: it is the hire answers' (nothing waiting).
    expect(await send(worker.phoneNumber, { body: '1' })).not.toBe(VOICE_TEXTS.introSet('zu'));
  });

  it('puts her shown introduction on her Find Workers card, and none once hidden', async () => {
    // A spot of her own, far from the other tests' workers.
    const here = { latitude: -29.1, longitude: 26.2 };
    const worker = await createWorker(t.db, here);
    await send(worker.phoneNumber, { media: ogg(await oggVoiceNote(3)) });
    await send(worker.phoneNumber, { body: '1' });
    const { cookie } = await signedInUser(t.db, t.config);
    const search = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/workers/search?lat=${here.latitude}&lng=${here.longitude}&radius=5`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().workers.find((w: { id: string }) => w.id === worker.id);
    };
    const card = await search();
    expect(card.voiceIntro).toEqual((await profile(worker.id, cookie)).voiceIntro);
    await t.db
      .update(voiceNotes)
      .set({ hiddenAt: new Date(), hiddenReason: 'x' })
      .where(eq(voiceNotes.workerId, worker.id));
    expect((await search()).voiceIntro).toBeNull();
  });

  it('drops a note she never confirmed after 24 hours, with its file', async () => {
    const worker = await createWorker(t.db);
    await send(worker.phoneNumber, { media: ogg(await oggVoiceNote(3)) });
    const [pending] = await notesOf(worker.id);
    expect(pending).toMatchObject({ status: 'pending' });
    const deps = { database: t.database, storage: t.app.ctx.storage, log: t.app.log };
    const hours = (h: number) => new Date(pending!.createdAt.getTime() + h * 3_600_000);
    expect(await purgeExpiredPending(deps, hours(23))).toBe(0);
    expect(await purgeExpiredPending(deps, hours(24))).toBeGreaterThanOrEqual(1);
    expect(await notesOf(worker.id)).toEqual([]);
    expect(await t.app.ctx.storage.get('private', pending!.storageKey)).toBeNull();
  });

  it("attaches a stranger's voice note to nobody, without fetching it", async () => {
    const stranger = nextPhone();
    const before = fake.mediaRequests.length;
    const notesBefore = await t.db.$count(voiceNotes);
    expect(await send(stranger, { media: ogg(await oggVoiceNote(3)) })).toBe(
      VOICE_TEXTS.nobody({ link: `${t.config.publicUrl}/register-worker` }, 'en'),
    );
    expect(fake.mediaRequests.length).toBe(before);
    expect(await t.db.$count(voiceNotes)).toBe(notesBefore);
  });
});
