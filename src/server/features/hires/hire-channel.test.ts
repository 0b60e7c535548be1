// GET /api/hires/channel/:workerId: the confirm dialog names the channel the request will really go by (issue 32):
// the worker's choice, WhatsApp when a sender and the hire template exist (the development provider has both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { savePreferences } from '../../platform/messaging/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function channelOf(cookie: string, workerId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/hires/channel/${workerId}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().channel as string;
}

describe('the channel of a hire request', () => {
  it("follows the worker's chosen channel, and answers only the signed-in", async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const worker = await createWorker(t.db);
    expect(await channelOf(cookie, worker.id)).toBe('whatsapp');
    await savePreferences(t.db, worker.userId, { channel: 'sms' });
    expect(await channelOf(cookie, worker.id)).toBe('sms');
    expect(await channelOf(cookie, 'not-a-worker')).toBe('sms');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/hires/channel/${worker.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
