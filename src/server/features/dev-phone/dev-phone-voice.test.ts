// Issue 35 on the developer phone: an audio file sent as a number goes through the signed webhook with a MediaUrl0
// that the dev provider reads from the private store, so the real checks answer it, and her 1 sets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../../tests/support/factories.js';
import { multipartBody } from '../../../../tests/support/multipart.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { NOT_AUDIO, oggVoiceNote } from '../../../../tests/support/voice-notes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastMessageTo(phone: string): Promise<string> {
  const chat = await t.app.inject({ method: 'GET', url: `/api/dev/phone/${encodeURIComponent(phone)}` });
  return chat.json().messages.at(-1)?.body ?? '';
}

function sendFile(phone: string, bytes: Buffer, contentType = 'audio/ogg') {
  const { payload, headers } = multipartBody({ filename: 'note.ogg', contentType, bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/dev/phone/${encodeURIComponent(phone)}/voice-notes`,
    payload,
    headers,
  });
}

describe('a voice note from the developer phone', () => {
  it('is checked and kept as the number’s waiting introduction, and 1 sets it', async () => {
    const worker = await createWorker(t.db);
    const sent = await sendFile(worker.phoneNumber, await oggVoiceNote(4));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe(200);
    expect(await lastMessageTo(worker.phoneNumber)).toBe(
      'We received your voice note (0:04). Reply 1 to use this as your profile introduction.',
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}/messages`,
      payload: { body: '1' },
    });
    expect(await lastMessageTo(worker.phoneNumber)).toMatch(
      /^Done: your voice note is now your profile introduction/,
    );
    // The chat shows what came in as the file's type, never the URL that opens it.
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}`,
    });
    expect(chat.json().messages.some((m: { body: string }) => m.body === '[audio/ogg]')).toBe(true);
  });

  it('answers a file that is no audio with the real refusal, and a part that is no file with 400', async () => {
    const worker = await createWorker(t.db);
    await sendFile(worker.phoneNumber, NOT_AUDIO);
    expect(await lastMessageTo(worker.phoneNumber)).toBe(
      'Sorry, we can only use a voice note. Record one in WhatsApp and send it again.',
    );
    const { payload, headers } = multipartBody({ field: 'other', filename: 'x', bytes: NOT_AUDIO });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}/voice-notes`,
      payload,
      headers,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
