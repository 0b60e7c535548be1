// Notification preferences over HTTP (with STOP in the same place), and the notifications of issue 19 each queued
// for the right person in their language: review received, verification approved and rejected with the notes,
// listing and tier ending in 7 days and on the day (fixed clock).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import {
  auditLog,
  devOutbox,
  hires,
  inboundMessages,
  jobs,
  messageContacts,
  outboundMessages,
  verificationDocuments,
} from '../../db/schema.js';
import { purgeOldMessages } from '../../platform/messaging/index.js';
import { endOfSaDay, nextSweepAt, sendExpiryReminders } from './expiry-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const queuedTo = async (phone: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'message.send'), sql`${jobs.payload}->>'to' = ${phone}`))
  )
    .map((j) => j.payload as { purpose: string; body: string; language?: string })
    .sort((a, b) => a.purpose.localeCompare(b.purpose));
const outboxTo = async (phone: string) => {
  await t.app.ctx.jobs.drain();
  return t.db.select().from(devOutbox).where(eq(devOutbox.to, phone));
};

describe('GET and PUT /api/notifications/preferences', () => {
  const prefs = (cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/notifications/preferences',
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

  it('answers the defaults: WhatsApp, reminders on, job alerts off, quiet from 20:00 to 07:00', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await prefs(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channel: 'whatsapp',
      hireReminders: true,
      reviewReceived: true,
      expiryReminders: true,
      jobAlerts: false,
      quietStart: '20:00',
      quietEnd: '07:00',
      alertsStopped: false,
    });
  });

  it('saves a choice, stops and restarts alerts like STOP and START, and audits both', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const body = {
      channel: 'sms',
      hireReminders: false,
      reviewReceived: true,
      expiryReminders: false,
      jobAlerts: true,
      quietStart: '21:30',
      quietEnd: '06:00',
      alertsStopped: true,
    };
    const saved = await prefs(cookie, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(body);
    expect((await prefs(cookie)).json()).toEqual(body);
    const [contact] = await t.db
      .select()
      .from(messageContacts)
      .where(eq(messageContacts.phoneNumber, user.phoneNumber));
    expect(contact?.optedOutAt).toBeInstanceOf(Date);
    expect((await prefs(cookie, { ...body, alertsStopped: false })).json().alertsStopped).toBe(false);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, user.phoneNumber));
    expect(trail.map((a) => a.action)).toEqual(['messaging.opt_out', 'messaging.opt_in']);
  });

  it('refuses a bad time with 400 naming the field, and a visitor with 401', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const current = (await prefs(cookie)).json();
    const bad = await prefs(cookie, { ...current, quietEnd: '7am' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'quietEnd',
      message: 'Please enter a time as HH:MM, for example 20:00',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notifications', () => {
  it('tells the worker a review arrived, by her chosen channel', async () => {
    const worker = await createWorker(t.db);
    const employer = await signedInUser(t.db, t.config);
    await t.db.insert(hires).values({
      employerUserId: employer.user.id,
      workerId: worker.id,
      status: 'accepted',
      isFreeHire: true,
      month: '2026-03',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: employer.cookie },
      payload: { workerId: worker.id, rating: 5, review: 'Wonderful' },
    });
    expect(res.statusCode).toBe(201);
    const sent = await outboxTo(worker.phoneNumber);
    expect(sent.map((m) => [m.purpose, m.channel, m.body])).toEqual([
      [
        'review_received',
        'whatsapp',
        `Work Local: You have a new review. Open ${t.config.publicUrl}/worker/${worker.id} to read it on your profile.`,
      ],
    ]);
  });

  it('tells the worker a document was approved, or rejected with the admin’s notes', async () => {
    const admin = await signedInUser(t.db, t.config, { isAdmin: true });
    for (const [status, notes, expected] of [
      ['approved', undefined, 'Work Local: Your ID document was approved and your badge is on your profile.'],
      [
        'rejected',
        'The photo is blurred',
        'Work Local: Your ID document was not approved. Reason: The photo is blurred.',
      ],
    ] as const) {
      const worker = await createWorker(t.db);
      const [doc] = await t.db
        .insert(verificationDocuments)
        .values({
          workerId: worker.id,
          userId: worker.userId,
          documentType: 'id_document',
          storageKey: `test/${worker.id}`,
          mimeType: 'image/jpeg',
        })
        .returning();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/verification/review/${doc!.id}`,
        headers: { cookie: admin.cookie },
        payload: { status, ...(notes ? { notes } : {}) },
      });
      expect(res.statusCode).toBe(200);
      const [message] = await outboxTo(worker.phoneNumber);
      expect(message?.purpose).toBe(`verification_${status}`);
      expect(message?.body.startsWith(expected)).toBe(true);
    }
  });
});

describe('listing and tier expiry reminders (fixed clock)', () => {
  // 09:00 SAST on 10 March 2026.
  const now = new Date('2026-03-10T07:00:00Z');

  it('runs daily at 08:00 South African time and knows where the South African day ends', () => {
    expect(nextSweepAt(new Date('2026-03-10T05:59:00Z'))).toEqual(new Date('2026-03-10T06:00:00Z'));
    expect(nextSweepAt(new Date('2026-03-10T06:00:00Z'))).toEqual(new Date('2026-03-11T06:00:00Z'));
    expect(endOfSaDay(new Date('2026-03-10T21:59:00Z'))).toEqual(new Date('2026-03-10T22:00:00Z'));
    expect(endOfSaDay(new Date('2026-03-10T22:00:00Z'))).toEqual(new Date('2026-03-11T22:00:00Z'));
  });

  it('warns 7 days ahead and on the day, once per end date, in the worker’s language', async () => {
    const ending = await createWorker(t.db, { listedUntil: new Date('2026-03-17T12:00:00Z') });
    const today = await createWorker(t.db, {
      listedUntil: new Date('2026-03-10T20:00:00Z'),
      tierLevel: 'premium',
      tierExpiresAt: new Date('2026-03-10T21:00:00Z'),
    });
    const later = await createWorker(t.db, { listedUntil: new Date('2026-03-18T12:00:00Z') });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: await sessionCookie(t.db, t.config, today.userId) },
      payload: { language: 'af' },
    });

    await sendExpiryReminders(t.db, now, t.config.publicUrl);
    await sendExpiryReminders(t.db, now, t.config.publicUrl);

    expect(await queuedTo(ending.phoneNumber)).toEqual([
      expect.objectContaining({
        purpose: 'listing_expiring',
        body: `Work Local: Your listing ends on 17 March 2026. Renew it at ${t.config.publicUrl}/worker-dashboard to stay on the map.`,
      }),
    ]);
    const todays = await queuedTo(today.phoneNumber);
    expect(todays.map((m) => [m.purpose, m.language])).toEqual([
      ['listing_expires_today', 'af'],
      ['tier_expires_today', 'af'],
    ]);
    expect(await queuedTo(later.phoneNumber)).toEqual([]);
  });
});

describe('messaging data in the export and on deletion', () => {
  it('exports the preferences and messages, and deleting the account forgets them but keeps a STOP', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: { cookie },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie },
      payload: { ...(prefs.json() as Record<string, unknown>), channel: 'sms', alertsStopped: true },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/dev/phone/${encodeURIComponent(user.phoneNumber)}/messages`,
      payload: { body: 'HELP', channel: 'sms' },
    });
    const exported = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    const { messaging } = JSON.parse(exported.body);
    expect(messaging.preferences).toMatchObject({ channel: 'sms' });
    expect(messaging.alertsStoppedAt).toBeTruthy();
    expect(messaging.messagesFromYou).toEqual([expect.objectContaining({ body: 'HELP', channel: 'sms' })]);
    expect(messaging.messagesToYou).toEqual([expect.objectContaining({ purpose: 'reply', channel: 'sms' })]);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete/send-code',
      headers: { cookie },
      payload: { deliveryMethod: 'sms' },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie },
      payload: { code: sent.json().developmentOtp },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db.select().from(inboundMessages).where(eq(inboundMessages.from, user.phoneNumber)),
    ).toEqual([]);
    expect(
      await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, user.phoneNumber)),
    ).toEqual([]);
    const [contact] = await t.db
      .select()
      .from(messageContacts)
      .where(eq(messageContacts.phoneNumber, user.phoneNumber));
    expect(contact).toMatchObject({ lastInboundAt: null });
    expect(contact?.optedOutAt).toBeInstanceOf(Date);
  });
});

describe('the daily clean-up of messages', () => {
  it('forgets replies after 90 days and fallback texts after 7, keeping the rest', async () => {
    const now = new Date('2026-06-01T06:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const phone = '+27829997711';
    await t.db.insert(inboundMessages).values([
      {
        messageSid: 'SMpurge-old',
        from: phone,
        channel: 'sms',
        body: '1',
        createdAt: new Date(now.getTime() - 91 * day),
      },
      {
        messageSid: 'SMpurge-new',
        from: phone,
        channel: 'sms',
        body: '2',
        createdAt: new Date(now.getTime() - 89 * day),
      },
    ]);
    await t.db.insert(outboundMessages).values([
      {
        to: phone,
        channel: 'whatsapp',
        purpose: 'hire_request',
        status: 'sent',
        body: 'old',
        createdAt: new Date(now.getTime() - 8 * day),
      },
      {
        to: phone,
        channel: 'whatsapp',
        purpose: 'hire_request',
        status: 'sent',
        body: 'new',
        createdAt: new Date(now.getTime() - 6 * day),
      },
    ]);
    expect(await purgeOldMessages(t.db, now)).toEqual({ inbound: 1, texts: 1 });
    const left = await t.db.select().from(inboundMessages).where(eq(inboundMessages.from, phone));
    expect(left.map((m) => m.messageSid)).toEqual(['SMpurge-new']);
    const texts = await t.db.select().from(outboundMessages).where(eq(outboundMessages.to, phone));
    expect(texts.map((m) => m.body).sort()).toEqual(['new', null].sort());
  });
});
