// The safety check-in (issue 20, decision 0234) over HTTP and Twilio's real webhook contract, with a fixed clock for
// the steps after the expected end: check-in tells the trusted contact where she is; a missed check-out asks her
// whether she is safe; no answer 15 minutes later alerts her contact and the admins; SAFE by reply or a check-out
// ends it; 2 by reply alerts at once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin, signedInWorker } from '../../../../tests/support/admin.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { HERE, jobsClient } from '../../../../tests/support/job-posts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { acceptedHire } from '../../../../tests/support/trust.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { formatLocalPhone } from '../../../shared/phone.js';
import { auditLog, jobs, safetyCheckIns, users } from '../../db/schema.js';
import { expectedEndFromReply } from './reply-time.js';
import { alertIfNoAnswer, promptIfStillIn } from './service.js';
import { safetyTime } from './texts.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});

const api = jsonClient(() => t);
const MIN = 60_000;
const sentTo = (phone: string) =>
  fake.messages.filter((m) => m.to === phone || m.to === `whatsapp:${phone}`).map((m) => m.body ?? '');

let contactCounter = 0;
/** A distinct contact number per test, so each test reads only its own messages. */
function nextContact(): { local: string; e164: string } {
  contactCounter += 1;
  const digits = String(1000000 + contactCounter).slice(-7);
  return { local: `083${digits}`, e164: `+2783${digits}` };
}

async function checkedIn() {
  const { employer, worker, hireId } = await acceptedHire(t, 'Karen');
  await jsonClient(() => t).ok(
    jobsClient(t).post(employer.cookie, {
      title: 'Spring clean',
      description: 'Clean the whole house from top to bottom, windows too.',
      skills: ['Cleaning'],
      suburb: 'Melville',
      city: 'Johannesburg',
      address: '12 Fourth Avenue',
      latitude: HERE.lat,
      longitude: HERE.lng,
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      schedule: 'once',
      hoursPerDay: 6,
      payType: 'daily',
      payRate: 350,
    }),
    201,
  );
  const contact = nextContact();
  const expectedEnd = new Date(Date.now() + 3 * 60 * MIN);
  const res = await api.post(`/api/hires/${hireId}/check-in`, worker.cookie, {
    expectedEndAt: expectedEnd.toISOString(),
    trustedContactPhone: contact.local,
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.ctx.jobs.drain();
  const checkInId = res.json().checkIn.id as string;
  return { employer, worker, hireId, contact, expectedEnd, checkInId };
}

async function row(id: string) {
  const [r] = await t.db.select().from(safetyCheckIns).where(eq(safetyCheckIns.id, id));
  return r!;
}

describe('safety check-in', () => {
  it('tells the trusted contact where she is, saves the contact, and plans the question', async () => {
    const { employer, worker, contact, expectedEnd, checkInId } = await checkedIn();
    // A hire with no address of its own is at the household's latest job post (decision 0335).
    expect(sentTo(contact.e164)).toEqual([
      `Work Local: Thandi Nkosi has checked in at work for Karen (${formatLocalPhone(employer.user.phoneNumber)}) at 12 Fourth Avenue, Melville, Johannesburg and expects to finish by ${safetyTime(expectedEnd, 'en')}. You are her trusted contact: we will tell you if she does not check out.`,
    ]);
    const saved = await api.ok<{ trustedContactPhone: string }>(
      api.get('/api/me/trusted-contact', worker.cookie),
    );
    expect(saved.trustedContactPhone).toBe(contact.e164);
    const [prompt] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'safety.prompt'), eq(jobs.dedupeKey, `safety_prompt:${checkInId}`)));
    expect(prompt?.runAt.toISOString()).toBe(new Date(expectedEnd.getTime() + 30 * MIN).toISOString());
  });

  it('asks her after a missed check-out, and alerts her contact and the admins 15 minutes later', async () => {
    const admin = await signedInAdmin(t);
    const { employer, worker, contact, expectedEnd, checkInId } = await checkedIn();
    const askAt = new Date(expectedEnd.getTime() + 30 * MIN);
    expect(await promptIfStillIn(t.db, checkInId, askAt)).toBe(true);
    await t.app.ctx.jobs.drain();
    expect(sentTo(worker.user.phoneNumber).at(-1)).toMatch(
      /^Work Local: you have not checked out of your work for Karen\. Are you safe\? Reply SAFE or 1\./,
    );
    const [alertJob] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `safety_alert:${checkInId}`));
    expect(alertJob?.runAt.toISOString()).toBe(new Date(askAt.getTime() + 15 * MIN).toISOString());

    expect(await alertIfNoAnswer(t.db, checkInId, new Date(askAt.getTime() + 15 * MIN))).toBe(true);
    await t.app.ctx.jobs.drain();
    expect(sentTo(contact.e164).at(-1)).toBe(
      `Work Local ALERT: Thandi Nkosi was working for Karen (${formatLocalPhone(employer.user.phoneNumber)}) at 12 Fourth Avenue, Melville, Johannesburg, expected to finish by ${safetyTime(expectedEnd, 'en')}, and has not told us she is safe. Please try to reach her now. In an emergency call 10111 or 112.`,
    );
    expect(sentTo(admin.user.phoneNumber).at(-1)).toContain(contact.e164);
    expect(sentTo(admin.user.phoneNumber).at(-1)).not.toContain('Fourth Avenue');
    // Once only.
    expect(await alertIfNoAnswer(t.db, checkInId, new Date(askAt.getTime() + 20 * MIN))).toBe(false);
  });

  it('a SAFE reply closes the check-in and no alert goes out', async () => {
    const { worker, contact, expectedEnd, checkInId } = await checkedIn();
    await promptIfStillIn(t.db, checkInId, new Date(expectedEnd.getTime() + 30 * MIN));
    await t.app.ctx.jobs.drain();
    const res = await fake.sendInbound({ from: worker.user.phoneNumber, body: 'Safe', channel: 'sms' });
    expect(res.status).toBe(200);
    expect((await row(checkInId)).safeAt).not.toBeNull();
    await t.app.ctx.jobs.drain();
    expect(sentTo(worker.user.phoneNumber).at(-1)).toBe(
      'Thank you. We are glad you are safe, and your check-in is closed.',
    );
    expect(await alertIfNoAnswer(t.db, checkInId, new Date(expectedEnd.getTime() + 45 * MIN))).toBe(false);
    expect(sentTo(contact.e164)).toHaveLength(1);
  });

  it('a reply of 2 alerts at once', async () => {
    const { worker, contact, expectedEnd, checkInId } = await checkedIn();
    await promptIfStillIn(t.db, checkInId, new Date(expectedEnd.getTime() + 30 * MIN));
    await t.app.ctx.jobs.drain();
    await fake.sendInbound({ from: worker.user.phoneNumber, body: '2', channel: 'sms' });
    expect((await row(checkInId)).alertedAt).not.toBeNull();
    await t.app.ctx.jobs.drain();
    expect(sentTo(contact.e164).at(-1)).toMatch(/^Work Local ALERT:/);
  });

  it('checking out before the question means no question and no alert', async () => {
    const { worker, hireId, expectedEnd, checkInId } = await checkedIn();
    await api.ok(api.post(`/api/hires/${hireId}/check-out`, worker.cookie));
    expect(await promptIfStillIn(t.db, checkInId, new Date(expectedEnd.getTime() + 30 * MIN))).toBe(false);
    expect(await alertIfNoAnswer(t.db, checkInId, new Date(expectedEnd.getTime() + 45 * MIN))).toBe(false);
    const again = await api.post(`/api/hires/${hireId}/check-out`, worker.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a check-in on someone else’s hire, a hire not accepted, and an end in the past', async () => {
    const { employer, worker, hireId } = await acceptedHire(t, 'Refuser');
    const past = await api.post(`/api/hires/${hireId}/check-in`, worker.cookie, {
      expectedEndAt: new Date(Date.now() - MIN).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const notHers = await api.post(`/api/hires/${hireId}/check-in`, employer.cookie, {
      expectedEndAt: new Date(Date.now() + 60 * MIN).toISOString(),
    });
    expect(notHers.statusCode).toBe(404);
  });
});

describe('check-in and check-out by a reply of IN or OUT (issue 32)', () => {
  const reply = async (phone: string, body: string, messageSid?: string) => {
    const res = await fake.sendInbound({
      from: phone,
      body,
      channel: 'sms',
      ...(messageSid ? { messageSid } : {}),
    });
    expect(res.status).toBe(200);
    await t.app.ctx.jobs.drain();
    return sentTo(phone).at(-1);
  };
  const checkInsOf = (hireId: string) =>
    t.db.select().from(safetyCheckIns).where(eq(safetyCheckIns.hireId, hireId));

  it('IN checks her in on her accepted hire as the page does, once however often it is sent; OUT checks her out', async () => {
    const { worker, hireId } = await acceptedHire(t, 'Karen');
    const phone = worker.user.phoneNumber;
    const contact = nextContact();
    await api.ok(
      api.call('PUT', '/api/me/trusted-contact', worker.cookie, { trustedContactPhone: contact.local }),
    );

    expect(await reply(phone, 'IN')).toMatch(
      /^You are checked in at your work for Karen\. We expect you to finish by \d\d:\d\d\. Reply OUT when you leave\./,
    );
    const [open] = await checkInsOf(hireId);
    expect(open?.checkedOutAt).toBeNull();
    // A bare IN: a working day from now.
    expect(open!.expectedEndAt.getTime() - open!.checkedInAt.getTime()).toBe(8 * 60 * MIN);
    // The same path as the page: her trusted contact is told, and the question is planned.
    expect(sentTo(contact.e164)).toEqual([
      expect.stringMatching(/^Work Local: Thandi Nkosi has checked in at work for Karen/),
    ]);
    const prompts = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `safety_prompt:${open!.id}`));
    expect(prompts).toHaveLength(1);

    // IN again (a new message), and the same message delivered twice: still one check-in, one message to the contact.
    expect(await reply(phone, 'in', `SM${'a'.repeat(32)}`)).toMatch(
      /^You are already checked in at your work for Karen, until \d\d:\d\d\./,
    );
    await reply(phone, 'in', `SM${'a'.repeat(32)}`);
    expect(await checkInsOf(hireId)).toHaveLength(1);
    expect(sentTo(contact.e164)).toHaveLength(1);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, open!.id));
    expect(audited.map((a) => a.action)).toEqual(['safety.check_in_by_reply']);

    expect(await reply(phone, 'Out')).toBe(
      'You are checked out of your work for Karen. Thank you, and go safely.',
    );
    const [closed] = await checkInsOf(hireId);
    expect(closed?.checkedOutAt).not.toBeNull();
    expect(
      await promptIfStillIn(t.db, closed!.id, new Date(closed!.expectedEndAt.getTime() + 30 * MIN)),
    ).toBe(false);
    expect(await reply(phone, 'OUT')).toBe(
      'You are not checked in at any work, so there is nothing to check out of.',
    );
  });

  it('IN with a time sets her expected end; a time it cannot read, or too far off, gets the how-to', async () => {
    const { worker, hireId } = await acceptedHire(t, 'Karen');
    const phone = worker.user.phoneNumber;
    expect(await reply(phone, 'IN soon')).toBe(
      'Reply IN when you arrive, or IN and the time you expect to finish, for example IN 17:30 (within 16 hours).',
    );
    expect(await checkInsOf(hireId)).toHaveLength(0);
    const end = new Date(Date.now() + 2 * 60 * MIN);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Africa/Johannesburg',
    }).format(end);
    expect(await reply(phone, `IN ${hhmm}`)).toContain(`We expect you to finish by ${hhmm}.`);
    const [row] = await checkInsOf(hireId);
    // That time today (its seconds dropped), not a working day from now.
    expect(end.getTime() - row!.expectedEndAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(end.getTime() - row!.expectedEndAt.getTime()).toBeLessThan(MIN);
  });

  it('answers a worker with no hire, in her language, and changes nothing', async () => {
    const { user } = await signedInWorker(t);
    await t.db.update(users).set({ language: 'zu' }).where(eq(users.id, user.id));
    const inAnswer = await reply(user.phoneNumber, 'Fika');
    const outAnswer = await reply(user.phoneNumber, 'hamba');
    expect(inAnswer).toBe(
      'Awunakho ukuqasha okwamukelile ongabika ukufika kukho. Qala wamukele isicelo sokuqasha, bese uphendula ngo-IN uma ufika.',
    );
    expect(outAnswer).toBe(
      'Awukabiki ukufika kunoma yimuphi umsebenzi, ngakho akukho lutho lokubika ukuhamba kulo.',
    );
    const english = await signedInWorker(t);
    expect(await reply(english.user.phoneNumber, 'IN')).toBe(
      'You have no accepted hire to check in to. Accept a hire request first, then reply IN when you arrive.',
    );
    const rows = await t.db.select().from(safetyCheckIns).where(eq(safetyCheckIns.workerUserId, user.id));
    expect(rows).toEqual([]);
    expect(await reply('+27839990001', 'IN')).toMatch(/^This number has no Work Local account\./);
  });
});

describe('the time given with IN', () => {
  // 10:00 in South Africa.
  const now = new Date('2026-11-28T08:00:00.000Z');
  it('is the next such time of day on South African time, within the longest check-in', () => {
    expect(expectedEndFromReply('17:30', now)?.toISOString()).toBe('2026-11-28T15:30:00.000Z');
    expect(expectedEndFromReply('1730', now)?.toISOString()).toBe('2026-11-28T15:30:00.000Z');
    expect(expectedEndFromReply('17h30', now)?.toISOString()).toBe('2026-11-28T15:30:00.000Z');
    expect(expectedEndFromReply('17', now)?.toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(expectedEndFromReply('1:30', now)?.toISOString()).toBe('2026-11-28T23:30:00.000Z');
    expect(expectedEndFromReply('', now)?.toISOString()).toBe('2026-11-28T16:00:00.000Z');
    // 09:00 is 23 hours away: longer than a check-in may last.
    expect(expectedEndFromReply('09:00', now)).toBeNull();
    expect(expectedEndFromReply('25:00', now)).toBeNull();
    expect(expectedEndFromReply('later', now)).toBeNull();
  });
});

describe('trusted contact on the account page', () => {
  it('is set, changed and removed; a number that is not South African is refused', async () => {
    const { cookie } = await signedInWorker(t);
    const first = nextContact();
    const second = nextContact();
    const put = (phone: string | null) =>
      api.call('PUT', '/api/me/trusted-contact', cookie, { trustedContactPhone: phone });
    const read = () =>
      api.ok<{ trustedContactPhone: string | null }>(api.get('/api/me/trusted-contact', cookie));

    expect((await read()).trustedContactPhone).toBeNull();
    expect((await api.ok<{ trustedContactPhone: string }>(put(first.local))).trustedContactPhone).toBe(
      first.e164,
    );
    await api.ok(put(second.local));
    expect((await read()).trustedContactPhone).toBe(second.e164);

    const bad = await put('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('valid South African phone number for your trusted contact');
    expect((await read()).trustedContactPhone).toBe(second.e164);

    expect((await api.ok<{ trustedContactPhone: null }>(put(null))).trustedContactPhone).toBeNull();
    expect((await read()).trustedContactPhone).toBeNull();
    expect((await api.call('GET', '/api/me/trusted-contact')).statusCode).toBe(401);
  });
});
