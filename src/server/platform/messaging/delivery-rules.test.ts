// The rules a message meets when it is sent, against the fake Twilio server: WhatsApp's 24-hour session (fixed
// clock), approved templates, quiet hours holding alerts, STOP/START by reply, and the SMS fallback after a failed
// WhatsApp delivery (once), reported by signed status callbacks.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextPhone } from '../../../../tests/support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { webhooksInto } from '../../../../tests/support/twilio-webhooks.js';
import { jobs, messageContacts, outboundMessages } from '../../db/schema.js';
import { JobDeferred } from '../../jobs/runner.js';
import { type DeliveryDeps, savePreferences, sendOnce } from './index.js';
import { enqueueMessage } from './outbox.js';

const HIRE_TEMPLATE = `HX${'1'.repeat(32)}`;
const HIRE_TEMPLATE_ZU = `HX${'2'.repeat(32)}`;

let fake: FakeTwilio;
let t: TestApp;
let deps: DeliveryDeps;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp(
    fake.env({ TWILIO_CONTENT_SIDS: `hire_request=${HIRE_TEMPLATE},hire_request:zu=${HIRE_TEMPLATE_ZU}` }),
  );
  webhooksInto(fake, t);
  deps = { database: t.database, messaging: t.app.ctx.messaging, config: t.config, log: t.app.log };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const to = (phone: string) => fake.messages.filter((m) => m.to === phone || m.to === `whatsapp:${phone}`);
/** 14:00 on a weekday in South Africa (12:00 UTC): outside the default quiet hours. */
const AFTERNOON = new Date('2026-03-10T12:00:00Z');
const HOUR = 60 * 60 * 1000;

async function lastWroteAt(phone: string, at: Date) {
  await t.db
    .insert(messageContacts)
    .values({ phoneNumber: phone, lastInboundAt: at, lastInboundChannel: 'whatsapp' })
    .onConflictDoUpdate({ target: messageContacts.phoneNumber, set: { lastInboundAt: at } });
}

describe("WhatsApp's 24-hour session", () => {
  const reviewMessage = (phone: string) => ({
    to: phone,
    body: 'Work Local: You have a new review, 5 out of 5 stars.',
    purpose: 'review_received',
    templateVariables: { '1': '5', '2': 'http://localhost:5000/worker-dashboard' },
  });

  it('sends free-form WhatsApp inside the session and SMS outside it when the kind has no approved template', async () => {
    const phone = nextPhone();
    await lastWroteAt(phone, AFTERNOON);
    await sendOnce(deps, reviewMessage(phone), new Date(AFTERNOON.getTime() + 23 * HOUR));
    await sendOnce(deps, reviewMessage(phone), new Date(AFTERNOON.getTime() + 25 * HOUR));
    expect(to(phone).map((m) => [m.to, m.body, m.contentSid])).toEqual([
      [`whatsapp:${phone}`, reviewMessage(phone).body, null],
      [phone, reviewMessage(phone).body, null],
    ]);
  });

  it('never sends free-form WhatsApp to a number that never wrote to us', async () => {
    const phone = nextPhone();
    await sendOnce(deps, reviewMessage(phone), AFTERNOON);
    expect(to(phone).map((m) => m.to)).toEqual([phone]);
  });

  it('starts a conversation with the approved template, in the message language when one is registered', async () => {
    const phone = nextPhone();
    const vars = {
      '1': 'Karen',
      '2': 'Sandton',
      '3': 'A7',
      '4': '7',
      '5': 'http://localhost:5000/worker-dashboard',
    };
    await sendOnce(
      deps,
      { to: phone, body: 'x', purpose: 'hire_request', templateVariables: vars },
      AFTERNOON,
    );
    await sendOnce(
      deps,
      { to: phone, body: 'x', purpose: 'hire_request', templateVariables: vars, language: 'zu' },
      AFTERNOON,
    );
    expect(to(phone).map((m) => [m.to, m.contentSid, m.body])).toEqual([
      [`whatsapp:${phone}`, HIRE_TEMPLATE, null],
      [`whatsapp:${phone}`, HIRE_TEMPLATE_ZU, null],
    ]);
    expect(JSON.parse(to(phone)[0]!.contentVariables ?? '{}')).toEqual(vars);
    expect(to(phone)[0]!.statusCallback).toBe('http://localhost:5000/api/webhooks/twilio/status');
  });

  it('sends by SMS when the person chose SMS, template or not', async () => {
    const user = await createUser(t.db);
    await savePreferences(t.db, user.id, { channel: 'sms' });
    await lastWroteAt(user.phoneNumber, AFTERNOON);
    await sendOnce(
      deps,
      { to: user.phoneNumber, body: 'hello', purpose: 'hire_request', templateVariables: { '1': 'x' } },
      AFTERNOON,
    );
    expect(to(user.phoneNumber).map((m) => m.to)).toEqual([user.phoneNumber]);
  });
});

describe('quiet hours', () => {
  const alert = (phone: string) => ({
    to: phone,
    body: 'Your listing ends today.',
    purpose: 'listing_expires_today',
  });

  it('holds an alert from 20:00 to 07:00 South African time, and lets service messages through', async () => {
    const user = await createUser(t.db);
    const evening = new Date('2026-03-10T19:30:00Z'); // 21:30 SAST
    await expect(sendOnce(deps, alert(user.phoneNumber), evening)).rejects.toEqual(
      new JobDeferred(new Date('2026-03-11T05:00:00Z')),
    );
    await sendOnce(deps, { to: user.phoneNumber, body: 'A hire request', purpose: 'hire_request' }, evening);
    await sendOnce(deps, alert(user.phoneNumber), new Date('2026-03-11T05:00:00Z'));
    expect(to(user.phoneNumber).map((m) => m.body)).toEqual(['A hire request', 'Your listing ends today.']);
  });

  it("follows the person's own quiet hours", async () => {
    const user = await createUser(t.db);
    await savePreferences(t.db, user.id, { quietHours: { start: '13:00', end: '15:00' } });
    await expect(sendOnce(deps, alert(user.phoneNumber), AFTERNOON)).rejects.toEqual(
      new JobDeferred(new Date('2026-03-10T13:00:00Z')),
    );
    await sendOnce(deps, alert(user.phoneNumber), new Date('2026-03-10T19:30:00Z'));
    expect(to(user.phoneNumber)).toHaveLength(1);
  });

  it('puts the held message back in the queue for the end of the quiet hours, without counting an attempt', async () => {
    const user = await createUser(t.db);
    // Quiet from a minute ago for two hours, whatever the time the test runs.
    const now = new Date();
    const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + 120) % 1440;
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    await savePreferences(t.db, user.id, {
      quietHours: { start: clock((minute + 1439) % 1440), end: clock((minute + 120) % 1440) },
    });
    await enqueueMessage(t.db, alert(user.phoneNumber), `quiet-test:${user.id}`);
    await t.app.ctx.jobs.drain();
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `quiet-test:${user.id}`));
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    const wait = job!.runAt.getTime() - now.getTime();
    expect(wait).toBeGreaterThan(118 * 60_000);
    expect(wait).toBeLessThanOrEqual(120 * 60_000);
    expect(to(user.phoneNumber)).toEqual([]);
  });

  it('holds job alerts for people who did not opt in, and sends nothing they switched off', async () => {
    const user = await createUser(t.db);
    await sendOnce(deps, { to: user.phoneNumber, body: 'A job', purpose: 'job_alert' }, AFTERNOON);
    await savePreferences(t.db, user.id, { reviewReceived: false });
    await sendOnce(deps, { to: user.phoneNumber, body: 'A review', purpose: 'review_received' }, AFTERNOON);
    expect(to(user.phoneNumber)).toEqual([]);
    const kept = await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, user.phoneNumber));
    expect(kept.map((m) => [m.purpose, m.status])).toEqual([
      ['job_alert', 'suppressed'],
      ['review_received', 'suppressed'],
    ]);
  });
});

describe('STOP and START by reply', () => {
  it('stops alerts but not codes or hire messages, answers each, and START turns alerts back on', async () => {
    const user = await createUser(t.db);
    const phone = user.phoneNumber;
    const stop = await fake.sendInbound({ from: phone, body: 'STOP' });
    expect(stop.status).toBe(200);
    await t.app.ctx.jobs.drain();
    expect(to(phone).map((m) => m.body)).toEqual([
      'You will get no more alerts or offers from Work Local. Codes and messages about your own hires still arrive. Reply START to get alerts again.',
    ]);
    const [contact] = await t.db.select().from(messageContacts).where(eq(messageContacts.phoneNumber, phone));
    expect(contact?.optedOutAt).toBeInstanceOf(Date);

    await sendOnce(
      deps,
      { to: phone, body: 'Your listing ends today.', purpose: 'listing_expires_today' },
      AFTERNOON,
    );
    await sendOnce(deps, { to: phone, body: 'Review request', purpose: 'review_request' }, AFTERNOON);
    await sendOnce(
      deps,
      { to: phone, body: 'Your code is 123456', purpose: 'otp_login', channel: 'sms' },
      AFTERNOON,
    );
    await sendOnce(
      deps,
      { to: phone, body: 'Karen would like to hire you', purpose: 'hire_request' },
      AFTERNOON,
    );
    expect(
      to(phone)
        .slice(1)
        .map((m) => m.body),
    ).toEqual(['Your code is 123456', 'Karen would like to hire you']);

    await fake.sendInbound({ from: phone, body: 'start' });
    await t.app.ctx.jobs.drain();
    expect(to(phone).at(-1)?.body).toBe('Alerts from Work Local are on again. Reply STOP to turn them off.');
    await sendOnce(
      deps,
      { to: phone, body: 'Your listing ends today.', purpose: 'listing_expires_today' },
      AFTERNOON,
    );
    expect(to(phone).at(-1)?.body).toBe('Your listing ends today.');
  });
});

describe('delivery status and the SMS fallback', () => {
  async function sendWhatsappTemplate() {
    const user = await createUser(t.db);
    await enqueueMessage(t.db, {
      to: user.phoneNumber,
      body: 'Work Local: Karen would like to hire you. Reply 1 to accept or 2 to decline.',
      purpose: 'hire_request',
      templateVariables: { '1': 'Karen' },
      ref: '5b7e3c1e-0000-4000-8000-000000000001',
    });
    await t.app.ctx.jobs.drain();
    const [sent] = to(user.phoneNumber);
    expect(sent).toMatchObject({ to: `whatsapp:${user.phoneNumber}`, contentSid: HIRE_TEMPLATE });
    return { phone: user.phoneNumber, sid: sent!.sid };
  }

  it('keeps the status Twilio reports, and re-sends a failed WhatsApp message by SMS once', async () => {
    const { phone, sid } = await sendWhatsappTemplate();
    expect((await fake.reportStatus(sid, 'sent')).status).toBe(200);
    const failed = await fake.reportStatus(sid, 'failed', '63016');
    expect(failed.status).toBe(200);
    await fake.reportStatus(sid, 'undelivered', '63016');
    await t.app.ctx.jobs.drain();
    await fake.reportStatus(sid, 'failed', '63016');
    await t.app.ctx.jobs.drain();
    expect(to(phone).map((m) => [m.to, m.body])).toEqual([
      [`whatsapp:${phone}`, null],
      [phone, 'Work Local: Karen would like to hire you. Reply 1 to accept or 2 to decline.'],
    ]);
    const rows = await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, phone));
    const original = rows.find((r) => r.providerMessageId === sid);
    expect(original).toMatchObject({ status: 'failed', errorCode: '63016', body: null });
    expect(original?.fellBackAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({
      fallbackOf: original?.id,
      purpose: 'hire_request',
      ref: '5b7e3c1e-0000-4000-8000-000000000001',
    });
  });

  it('forgets the text once delivered, never moves a status back, and refuses an unsigned callback', async () => {
    const { phone, sid } = await sendWhatsappTemplate();
    await fake.reportStatus(sid, 'delivered');
    await fake.reportStatus(sid, 'sent');
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.providerMessageId, sid));
    expect(row).toMatchObject({ status: 'delivered', body: null });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'bm90IGl0' },
      payload: new URLSearchParams({ MessageSid: sid, MessageStatus: 'failed' }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    await t.app.ctx.jobs.drain();
    expect(to(phone)).toHaveLength(1);
    const [after] = await t.db
      .select({ status: outboundMessages.status })
      .from(outboundMessages)
      .where(sql`${outboundMessages.providerMessageId} = ${sid}`);
    expect(after?.status).toBe('delivered');
  });
});
