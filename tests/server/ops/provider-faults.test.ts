// The messaging provider timing out: the user gets the spec's 'Failed to send OTP' error within the provider
// timeout, and a queued message is retried with backoff and sent once the provider answers again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema.js';
import { enqueueMessage } from '../../../src/server/platform/messaging/outbox.js';
import { signedInUser } from '../../support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../../support/fake-twilio.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TIMEOUT_MS = 600;

describe('messaging provider timeouts', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp({
      ...twilio.env(),
      PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
      OTP_COOLDOWN_SECONDS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it("answers the delete-account code request with 'Failed to send OTP' within the timeout, and works once Twilio is back", async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    twilio.mode = 'hang';
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/me/delete/send-code', headers: { cookie } });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^Failed to send OTP/);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2000);

    twilio.mode = 'ok';
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    // Production-like provider: the code goes only to the phone.
    expect(again.json()).toEqual({ success: true });
    expect(twilio.messages.at(-1)?.body).toMatch(/code to delete your account is \d{6}/);
  });

  it('retries a queued message after a timeout with backoff and sends it exactly once', async () => {
    twilio.mode = 'hang';
    const to = '+27826660001';
    await enqueueMessage(
      t.db,
      { to, channel: 'sms', body: 'You have a new hire request', purpose: 'hire_request' },
      'fault-1',
    );
    const started = Date.now();
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'fault-1'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/did not answer in time/);
    // Backoff: not due again at once.
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + 500);
    await t.app.ctx.jobs.runDue();
    expect((await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'fault-1')))[0]?.attempts).toBe(1);

    twilio.mode = 'ok';
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.dedupeKey, 'fault-1'));
    await t.app.ctx.jobs.drain();
    await t.app.ctx.jobs.drain();
    const [done] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'fault-1'));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(twilio.messages.filter((m) => m.to === to).map((m) => m.body)).toEqual([
      'You have a new hire request',
    ]);
  });
});
