import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../../tests/support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { jobs, otpCodes } from '../../db/schema.js';
import { notifyPhone, type PhoneMessage } from '../../platform/messaging/index.js';
import { MessagingError } from '../../providers/messaging/index.js';
import { TwilioMessagingProvider } from '../../providers/messaging/twilio.js';
import { OTP_MESSAGES } from './otp-service.js';

const TIMEOUT_MS = 400;
/** The approved WhatsApp authentication template: a business may start a WhatsApp conversation only with one. */
const OTP_TEMPLATE = 'HX0123456789abcdef0123456789abcdef';

describe('sign-in codes over Twilio, in production', () => {
  let fake: FakeTwilio;
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    fake = await startFakeTwilio();
    t = await createTestApp(
      fake.env({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_production_check',
        SECRET_KEY: 'production-secret-key-0123456789abcdef',
        PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
        TWILIO_WHATSAPP_OTP_CONTENT_SID: OTP_TEMPLATE,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
  });

  const sendOtp = (phoneNumber: string, deliveryMethod: 'sms' | 'whatsapp') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phoneNumber, deliveryMethod },
      remoteAddress: `10.2.0.${++ipCounter}`,
    });
  const codeIn = (body: string | null) => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';

  it('sends the code by WhatsApp (the authentication template), returns no developmentOtp, and signs in with a Secure cookie', async () => {
    const phone = nextPhone();
    const res = await sendOtp(`0${phone.slice(3)}`, 'whatsapp');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      deliveryMethod: 'whatsapp',
      resendAfterSeconds: t.config.OTP_COOLDOWN_SECONDS,
    });
    const sent = fake.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe('whatsapp:+14155238886');
    expect(sent[0]!.contentSid).toBe(OTP_TEMPLATE);
    const code = codeIn(JSON.parse(sent[0]!.contentVariables ?? '{}')['1']);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phoneNumber: phone, otpCode: code, rememberDevice: false },
    });
    expect(verified.statusCode).toBe(200);
    const setCookie = String(verified.headers['set-cookie']);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The job runner must not send it a second time.
    await t.app.ctx.jobs.drain();
    expect(fake.messages.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
  });

  it('sends by SMS from the configured number', async () => {
    const phone = nextPhone();
    const res = await sendOtp(phone, 'sms');
    expect(res.statusCode).toBe(200);
    expect(res.json().developmentOtp).toBeUndefined();
    const sent = fake.messages.filter((m) => m.to === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe('+15005550006');
    expect(sent[0]!.body).toContain('Work Local');
  });

  it("answers 502 'Failed to send OTP' when Twilio fails, drops the code and allows an immediate retry", async () => {
    const phone = nextPhone();
    fake.mode = 'server-error';
    const failed = await sendOtp(phone, 'sms');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(OTP_MESSAGES.sendFailed);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone))).toHaveLength(0);
    const [job] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${phone}`);
    expect(job!.status).toBe('failed');
    // A code is worth one attempt: the runner does not send it late.
    const before = fake.requests;
    await t.app.ctx.jobs.drain();
    expect(fake.requests).toBe(before);

    fake.mode = 'ok';
    const retry = await sendOtp(phone, 'sms');
    expect(retry.statusCode).toBe(200);
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('answers 503 within the provider timeout when Twilio hangs, instead of hanging too', async () => {
    const phone = nextPhone();
    fake.mode = 'hang';
    const started = Date.now();
    const res = await sendOtp(phone, 'sms');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(OTP_MESSAGES.sendTimedOut);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('retries other messages with backoff through the job runner and sends each once', async () => {
    const phone = nextPhone();
    const message: PhoneMessage = {
      to: phone,
      channel: 'sms',
      kind: 'hire_request',
      text: () => 'You have a hire request',
      dedupeKey: `hire:${phone}`,
    };
    await t.db.transaction((tx) => notifyPhone(tx, message));
    // The same dedupe key again (a retried request) queues nothing new.
    await notifyPhone(t.db, message);
    fake.mode = 'server-error';
    await t.app.ctx.jobs.runDue();
    const [pending] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `hire:${phone}`));
    expect(pending!.status).toBe('pending');
    expect(pending!.attempts).toBe(1);
    expect(pending!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(pending!.lastError).toContain('Twilio 500');

    fake.mode = 'ok';
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, pending!.id));
    await t.app.ctx.jobs.drain();
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, pending!.id));
    expect(done!.status).toBe('done');
    expect(done!.attempts).toBe(2);
    await t.app.ctx.jobs.drain();
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('sends the template the delivery policy chose (ContentSid) instead of the body', async () => {
    const provider = new TwilioMessagingProvider(t.config, t.app.log);
    const phone = nextPhone();
    const result = await provider.send(
      {
        to: phone,
        channel: 'whatsapp',
        body: 'code 123456',
        purpose: 'otp_login',
        templateVariables: { '1': '123456' },
        contentSid: OTP_TEMPLATE,
      },
      AbortSignal.timeout(2000),
    );
    expect(result.channel).toBe('whatsapp');
    expect(result.providerMessageId).toMatch(/^SM/);
    const [sent] = fake.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(sent).toMatchObject({
      contentSid: OTP_TEMPLATE,
      contentVariables: '{"1":"123456"}',
      body: null,
    });
  });

  it('sends WhatsApp by SMS when no WhatsApp sender is configured, and through a Messaging Service when set', async () => {
    const provider = new TwilioMessagingProvider(
      {
        ...t.config,
        TWILIO_WHATSAPP_FROM: undefined,
        TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
      },
      t.app.log,
    );
    const phone = nextPhone();
    const result = await provider.send(
      { to: phone, channel: 'whatsapp', body: 'hello', purpose: 'review_request' },
      AbortSignal.timeout(2000),
    );
    expect(result.channel).toBe('sms');
    const [sent] = fake.messages.filter((m) => m.to === phone);
    expect(sent).toMatchObject({
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      from: null,
      body: 'hello',
    });
  });

  it('reports refused numbers and bad credentials as errors not worth retrying', async () => {
    fake.mode = 'invalid-number';
    const provider = new TwilioMessagingProvider(t.config, t.app.log);
    const refused = await provider
      .send({ to: nextPhone(), channel: 'sms', body: 'x', purpose: 'test' }, AbortSignal.timeout(2000))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MessagingError);
    expect((refused as MessagingError).retryable).toBe(false);
    expect((refused as MessagingError).message).toContain('21211');

    fake.mode = 'ok';
    const badAuth = new TwilioMessagingProvider({ ...t.config, TWILIO_AUTH_TOKEN: 'wrong' }, t.app.log);
    const denied = await badAuth
      .send({ to: nextPhone(), channel: 'sms', body: 'x', purpose: 'test' }, AbortSignal.timeout(2000))
      .catch((e: unknown) => e);
    expect((denied as MessagingError).retryable).toBe(false);
    expect((denied as MessagingError).message).toContain('401');
  });
});
