// The developer phone on the embedded (dev) provider: a hire request shows in the worker's chat with its buttons,
// a reply typed there goes through the signed inbound webhook and accepts the hire; the webhook still refuses an
// unsigned message; none of it exists in production.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { startFakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { hires } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('/api/dev/phone', () => {
  it('shows the request in the worker’s chat, and a reply of 1 there accepts the hire', async () => {
    const employer = await signedInUser(t.db, t.config, {
      employerPhoneVerifiedAt: new Date(),
      firstName: 'Karen',
    });
    const worker = await createWorker(t.db, { fullName: 'Nomsa Dube' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie: employer.cookie },
      payload: { workerId: worker.id },
    });
    const hireId = made.json().hire.id as string;
    await t.app.ctx.jobs.drain();

    const list = await t.app.inject({ method: 'GET', url: '/api/dev/phone' });
    expect(list.statusCode).toBe(200);
    expect(list.json().conversations).toContainEqual(
      expect.objectContaining({ phoneNumber: worker.phoneNumber, name: 'Nomsa Dube' }),
    );
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}`,
    });
    const [request] = chat.json().messages;
    expect(request).toMatchObject({ direction: 'out', channel: 'whatsapp' });
    expect(request.body).toContain('Karen (area not given) would like to hire you');
    expect(request.buttons.map((b: { title: string }) => b.title)).toEqual(['Accept', 'Decline']);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}/messages`,
      payload: { body: 'Accept', buttonPayload: request.buttons[0].payload },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().status).toBe(200);
    const [hire] = await t.db.select().from(hires).where(eq(hires.id, hireId));
    expect(hire?.status).toBe('accepted');

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/dev/phone/${encodeURIComponent(worker.phoneNumber)}`,
    });
    expect(
      after
        .json()
        .messages.map((m: { direction: string; body: string }) => [m.direction, m.body.slice(0, 22)]),
    ).toEqual([
      ['out', 'Work Local: Karen (are'],
      ['in', request.buttons[0].payload.slice(0, 22)],
      ['out', 'You accepted the hire '],
    ]);
  });

  it('leaves the webhook closed to unsigned messages even without a Twilio token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B27820000000&Body=1&MessageSid=SMforged',
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not exist in production', async () => {
    const fake = await startFakeTwilio();
    const prod = await createTestApp(
      fake.env({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_production_check',
        SECRET_KEY: 'production-secret-key-0123456789abcdef',
      }),
    );
    try {
      for (const [method, url] of [
        ['GET', '/api/dev/phone'],
        ['POST', '/api/dev/phone/+27820000000/messages'],
      ] as const) {
        const res = await prod.app.inject({
          method,
          url,
          payload: method === 'POST' ? { body: '1' } : undefined,
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await prod.close();
      await fake.close();
    }
  });
});

// Issue 31 item 3: with real Twilio credentials outside production, anyone could read sign-in codes and answer as
// any number through the developer phone; and a demo on a reachable machine opened it to the network.
describe('who may use the developer phone', () => {
  const calls = [
    ['GET', '/api/dev/phone'],
    ['GET', '/api/dev/phone/%2B27820000000'],
    ['POST', '/api/dev/phone/%2B27820000000/messages'],
  ] as const;
  const call = (app: TestApp['app'], method: 'GET' | 'POST', url: string, extra = {}) =>
    app.inject({ method, url, payload: method === 'POST' ? { body: 'HELP' } : undefined, ...extra });

  it('does not exist with the Twilio provider, even outside production', async () => {
    const fake = await startFakeTwilio();
    const twilio = await createTestApp(fake.env({ NODE_ENV: 'development' }));
    try {
      expect(twilio.config.MESSAGING_PROVIDER).toBe('twilio');
      for (const [method, url] of calls) expect((await call(twilio.app, method, url)).statusCode).toBe(404);
    } finally {
      await twilio.close();
      await fake.close();
    }
  });

  it('answers only the machine itself: another address, or a request a proxy forwarded, gets 404', async () => {
    for (const [method, url] of calls) {
      expect((await call(t.app, method, url, { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
      expect((await call(t.app, method, url, { remoteAddress: '10.0.0.7' })).statusCode).toBe(404);
      const forwarded = await call(t.app, method, url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.statusCode).toBe(404);
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await call(t.app, method, url, { remoteAddress })).statusCode).toBe(200);
      }
    }
  });

  it('answers other addresses when DEV_PHONE_ALLOW_REMOTE opens it on purpose', async () => {
    const open = await createTestApp({ DEV_PHONE_ALLOW_REMOTE: 'true' });
    try {
      const res = await call(open.app, 'GET', '/api/dev/phone', { remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
