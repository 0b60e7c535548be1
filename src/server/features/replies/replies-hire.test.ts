// Answering a hire request by reply, over Twilio's real webhook contract: the fake Twilio server takes our messages
// and sends the worker's reply with a real X-Twilio-Signature; English and isiZulu, bad signatures, a retried
// webhook, another number, several requests at once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { hireStatus, pendingHireRequest } from '../../../../tests/support/trust.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { auditLog, inboundMessages, visits } from '../../db/schema.js';
import { EMPTY_TWIML } from '../../platform/messaging/index.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});

const sentTo = (phone: string) =>
  fake.messages.filter((m) => m.to === phone || m.to === `whatsapp:${phone}`).map((m) => m.body ?? '');

async function hireRequest(workerLanguage: string | null = null, employerName = 'Karen') {
  const { employer, worker, hireId } = await pendingHireRequest(t, { employerName, workerLanguage });
  return { employer, worker: worker.worker, hireId };
}

const statusOf = (hireId: string) => hireStatus(t, hireId);

describe('answering a hire request by reply', () => {
  it('a booking is a hire: "1" accepts a booking request and books its visits (issue 33)', async () => {
    const employer = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    const worker = await createWorker(t.db);
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: employer.cookie },
      payload: { workerId: worker.id, date, start: '09:00', hours: 4, hourlyRate: 40 },
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    await fake.sendInbound({ from: worker.phoneNumber, body: '1', channel: 'sms' });
    expect(await statusOf(res.json().id)).toBe('accepted');
    const rows = await t.db
      .select({ status: visits.status })
      .from(visits)
      .where(eq(visits.hireId, res.json().id));
    expect(rows).toEqual([{ status: 'booked' }]);
  });

  it('tells the worker how to reply, with the short code; "1" accepts and the employer is told', async () => {
    const { employer, worker, hireId } = await hireRequest();
    const [request] = sentTo(worker.phoneNumber);
    const code = hireId.replace(/-/g, '').slice(0, 2).toUpperCase();
    expect(request).toBe(
      `Work Local: Karen (area not given) would like to hire you, request ${code}. Reply 1 to accept or 2 to decline within 7 days, or open ${t.config.publicUrl}/worker-dashboard to answer.`,
    );

    const res = await fake.sendInbound({ from: worker.phoneNumber, body: '1', channel: 'sms' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(EMPTY_TWIML);
    expect(await statusOf(hireId)).toBe('accepted');

    await t.app.ctx.jobs.drain();
    expect(sentTo(employer.user.phoneNumber)).toEqual([
      `Work Local: Thandi Nkosi accepted your hire request. Their address is now on their profile: ${t.config.publicUrl}/worker/${worker.id}`,
    ]);
    expect(sentTo(worker.phoneNumber).at(-1)).toBe(
      `You accepted the hire request from Karen (request ${code}). We have told them. Open ${t.config.publicUrl}/worker-dashboard for the details.`,
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, hireId));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: worker.userId,
        action: 'hire.accept_by_reply',
        subjectType: 'hire',
      }),
    ]);
  });

  it('"NO" declines, and the answer goes back on the channel the reply came by', async () => {
    const { employer, worker, hireId } = await hireRequest();
    await fake.sendInbound({ from: worker.phoneNumber, body: 'No.', channel: 'whatsapp' });
    expect(await statusOf(hireId)).toBe('declined');
    await t.app.ctx.jobs.drain();
    const answer = fake.messages.filter((m) => m.to === `whatsapp:${worker.phoneNumber}`);
    expect(answer.map((m) => m.body)).toEqual([
      expect.stringMatching(/^You declined the hire request from Karen \(request [0-9A-F]{2,}\)\./),
    ]);
    expect(sentTo(employer.user.phoneNumber)).toEqual([
      'Work Local: Thandi Nkosi declined your hire request. Your free hire has been given back.',
    ]);
  });

  it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
    const { worker, hireId } = await hireRequest();
    const forged = await fake.sendInbound({ from: worker.phoneNumber, body: '1', signWith: 'not-the-token' });
    expect(forged.status).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        From: worker.phoneNumber,
        Body: '1',
        MessageSid: 'SMunsigned',
      }).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await statusOf(hireId)).toBe('requested');
    const kept = await t.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.from, worker.phoneNumber));
    expect(kept).toEqual([]);
  });

  it('acts once when Twilio sends the same MessageSid twice', async () => {
    const { worker, hireId } = await hireRequest();
    const first = await fake.sendInbound({ from: worker.phoneNumber, body: '2' });
    const again = await fake.sendInbound({
      from: worker.phoneNumber,
      body: '2',
      messageSid: first.messageSid,
    });
    expect(again.status).toBe(200);
    expect(await statusOf(hireId)).toBe('declined');
    await t.app.ctx.jobs.drain();
    const answers = sentTo(worker.phoneNumber).filter((b) => b.startsWith('You declined'));
    expect(answers).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, hireId))).toHaveLength(1);
  });

  it('never acts on a hire from another number: another account or a number without one', async () => {
    const { worker, hireId } = await hireRequest();
    const code = hireId.replace(/-/g, '').slice(0, 2);
    const stranger = await signedInUser(t.db, t.config);
    for (const from of [stranger.user.phoneNumber, '+27829998877']) {
      const res = await fake.sendInbound({ from, body: `1 ${code}` });
      expect(res.status).toBe(200);
    }
    expect(await statusOf(hireId)).toBe('requested');
    await t.app.ctx.jobs.drain();
    expect(sentTo(stranger.user.phoneNumber)).toEqual(['You have no hire request waiting for an answer.']);
    expect(sentTo(worker.phoneNumber)).toHaveLength(1);
  });

  it('asks which one when several are waiting, and acts on the code given', async () => {
    const first = await hireRequest(null, 'Karen');
    const employer2 = await signedInUser(t.db, t.config, {
      employerPhoneVerifiedAt: new Date(),
      firstName: 'Lerato',
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie: employer2.cookie },
      payload: { workerId: first.worker.id },
    });
    const secondId = second.json().hire.id as string;
    await t.app.ctx.jobs.drain();
    const phone = first.worker.phoneNumber;

    await fake.sendInbound({ from: phone, body: 'yes' });
    expect(await statusOf(first.hireId)).toBe('requested');
    expect(await statusOf(secondId)).toBe('requested');
    await t.app.ctx.jobs.drain();
    const menu = sentTo(phone).at(-1) ?? '';
    expect(menu).toMatch(/^You have 2 hire requests waiting\. Reply 1 and the code to accept/);
    const secondCode = /\n([0-9A-F]+): Lerato$/m.exec(menu)?.[1];
    expect(secondCode).toBeTruthy();

    await fake.sendInbound({ from: phone, body: `2 ${secondCode!.toLowerCase()}` });
    expect(await statusOf(secondId)).toBe('declined');
    expect(await statusOf(first.hireId)).toBe('requested');
    // One left: a bare "1" is no longer ambiguous.
    await fake.sendInbound({ from: phone, body: '1' });
    expect(await statusOf(first.hireId)).toBe('accepted');
  });
});

describe('in isiZulu', () => {
  it('asks in isiZulu and takes "yebo" and "cha"', async () => {
    const accept = await hireRequest('zu');
    const code = accept.hireId.replace(/-/g, '').slice(0, 2).toUpperCase();
    const [request] = sentTo(accept.worker.phoneNumber);
    expect(request).toBe(
      `Work Local: U-Karen (indawo ayishiwongo) ufuna ukukuqasha, isicelo ${code}. Phendula ngo-1 ukuze wamukele noma ngo-2 ukuze wenqabe zingakapheli izinsuku ezingu-7, noma uvule ${t.config.publicUrl}/worker-dashboard ukuze uphendule.`,
    );
    await fake.sendInbound({ from: accept.worker.phoneNumber, body: 'Yebo' });
    expect(await statusOf(accept.hireId)).toBe('accepted');
    await t.app.ctx.jobs.drain();
    expect(sentTo(accept.worker.phoneNumber).at(-1)).toBe(
      `Wamukele isicelo sokuqasha esivela ku-Karen (isicelo ${code}). Sibatshelile. Vula ${t.config.publicUrl}/worker-dashboard ukuze uthole imininingwane.`,
    );

    const decline = await hireRequest('zu');
    await fake.sendInbound({ from: decline.worker.phoneNumber, body: 'Cha!' });
    expect(await statusOf(decline.hireId)).toBe('declined');
    await t.app.ctx.jobs.drain();
    expect(sentTo(decline.worker.phoneNumber).at(-1)).toMatch(
      /^Wenqabile isicelo sokuqasha esivela ku-Karen/,
    );
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, decline.hireId), eq(auditLog.action, 'hire.decline_by_reply')));
    expect(row?.actorUserId).toBe(decline.worker.userId);
  });
});
