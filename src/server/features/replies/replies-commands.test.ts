// The reply commands over Twilio's webhook contract (the fake Twilio server signs each message): HELP, STATUS,
// LANGUAGE, JOBS and APPLY through the job posts feature's rules, and anything else.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import type { FakeTwilio } from '../../../../tests/support/fake-twilio.js';
import { jobsClient, verifiedEmployer } from '../../../../tests/support/job-posts.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTwilioTestApp } from '../../../../tests/support/with-test-app.js';
import { auditLog, inboundMessages, jobApplications, users, workers } from '../../db/schema.js';

let fake: FakeTwilio;
let t: TestApp;
withTwilioTestApp((app, twilio) => {
  t = app;
  fake = twilio;
});

/** Sends `body` from `phone` by SMS and answers our reply. */
async function ask(phone: string, body: string): Promise<string> {
  const res = await fake.sendInbound({ from: phone, body, channel: 'sms' });
  expect(res.status).toBe(200);
  await t.app.ctx.jobs.drain();
  return fake.messages.filter((m) => m.to === phone).at(-1)?.body ?? '';
}

describe('HELP, STATUS, LANGUAGE and the rest', () => {
  it('lists the commands, and answers anything else with a pointer to HELP', async () => {
    const { user } = await signedInUser(t.db, t.config);
    expect(await ask(user.phoneNumber, 'help')).toMatch(
      /^Work Local replies: 1 or YES accepts a hire request/,
    );
    expect(await ask(user.phoneNumber, 'hello there')).toBe(
      'Sorry, we did not understand that. Reply HELP to see what you can send.',
    );
  });

  it("tells a worker her listing's and tier's state and end dates", async () => {
    const worker = await createWorker(t.db, {
      listedUntil: new Date('2030-05-20T10:00:00Z'),
      tierLevel: 'premium',
      tierExpiresAt: new Date('2030-04-01T10:00:00Z'),
    });
    expect(await ask(worker.phoneNumber, 'STATUS')).toBe(
      'Your listing is live until 20 May 2030. Your tier: Premium, until 1 April 2030.',
    );
    // A listing paid once never ends: STATUS says there is no end date (issue 32).
    const forGood = await createWorker(t.db, { tierLevel: 'basic' });
    await t.db
      .update(workers)
      .set({ listedUntil: sql`'infinity'::timestamptz` as unknown as Date })
      .where(eq(workers.id, forGood.id));
    expect(await ask(forGood.phoneNumber, 'STATUS')).toBe(
      'Your listing is live, with no end date. Your tier: Basic.',
    );
    const lapsed = await createWorker(t.db, { listed: false });
    expect(await ask(lapsed.phoneNumber, 'status')).toBe(
      `Your listing is not live, so employers cannot find you. Renew it at ${t.config.publicUrl}/worker-dashboard to be seen again. Your tier: Basic.`,
    );
    const { user } = await signedInUser(t.db, t.config);
    expect(await ask(user.phoneNumber, 'status')).toBe(
      `You have no worker profile yet. Create one at ${t.config.publicUrl}/register-worker to be found by employers.`,
    );
  });

  it('changes the language by number or name, answers in the new one, and audits it', async () => {
    const { user } = await signedInUser(t.db, t.config);
    expect(await ask(user.phoneNumber, 'LANGUAGE')).toBe(
      'Reply LANGUAGE and a number to choose the language of our messages: 1 isiZulu, 2 isiXhosa, 3 Afrikaans, 4 Sepedi, 5 Sesotho, 6 Setswana, 7 English',
    );
    expect(await ask(user.phoneNumber, 'language 3')).toBe(
      'Klaar: ons boodskappe aan jou is nou in Afrikaans.',
    );
    expect(await ask(user.phoneNumber, 'taal isiZulu')).toBe(
      'Kulungile: imilayezo yethu kuwe manje iku-isiZulu.',
    );
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('zu');
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, user.id), eq(auditLog.action, 'user.language_by_reply')));
    expect(trail).toHaveLength(2);
    // Now in isiZulu: a text it does not understand gets the isiZulu pointer.
    expect(await ask(user.phoneNumber, '???!')).toMatch(/^Uxolo/);
  });
});

describe('JOBS and APPLY', () => {
  it('lists the open jobs near the worker with codes, and APPLY with a code applies once', async () => {
    const jobs = jobsClient(t);
    const employer = await verifiedEmployer(t);
    const first = await jobs.postJob(employer.cookie, { title: 'Garden clean-up' });
    await jobs.postJob(employer.cookie, { title: 'Weekly garden care', payType: 'hourly', payRate: 45 });
    const worker = await createWorker(t.db);

    const list = await ask(worker.phoneNumber, 'jobs');
    const lines = list.split('\n');
    expect(lines[0]).toMatch(
      /^Open jobs near you\. Reply APPLY and the code to apply, for example: APPLY [0-9A-F]{2,}$/,
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[0-9A-F]{2,}: Garden clean-up, Orlando West \(0 km\), R350 a day$/),
        expect.stringMatching(/^[0-9A-F]{2,}: Weekly garden care, Orlando West \(0 km\), R45 an hour$/),
      ]),
    );
    const code = /^([0-9A-F]+): Garden clean-up/m.exec(list)?.[1] ?? '';

    expect(await ask(worker.phoneNumber, `apply ${code.toLowerCase()}`)).toBe(
      'You applied for Garden clean-up. The employer will see your profile; if they choose you, we will send you a hire request.',
    );
    const applied = await t.db.select().from(jobApplications).where(eq(jobApplications.jobPostId, first));
    expect(applied).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, first));
    expect(audit).toMatchObject({ actorUserId: worker.userId, action: 'job_application.create_by_reply' });

    expect(await ask(worker.phoneNumber, `APPLY ${code}`)).toBe('You have already applied for this job.');
    expect(await ask(worker.phoneNumber, 'APPLY 00000000')).toBe(
      'No open job near you has the code 00000000. Reply JOBS to see the list.',
    );
    expect(await ask(worker.phoneNumber, 'APPLY')).toBe(
      'Reply APPLY and the code of a job from the JOBS list, for example: APPLY 4F',
    );
  });

  it('answers a number without an account, and a worker with nothing near', async () => {
    expect(await ask('+27829990123', 'JOBS')).toBe(
      `This number has no Work Local account. Sign up at ${t.config.publicUrl} to use these replies.`,
    );
    const far = await createWorker(t.db, { latitude: -33.9249, longitude: 18.4241, skills: ['Pet Care'] });
    expect(await ask(far.phoneNumber, 'JOBS')).toBe(
      'There are no open jobs near you for your skills right now. Reply JOBS again another day.',
    );
  });
});

describe('the per-number limit', () => {
  it('answers 20 messages from one number in 10 minutes, then drops the rest without keeping or answering them', async () => {
    const phone = '+27829990456';
    for (let i = 0; i < t.config.INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES; i++) {
      expect((await fake.sendInbound({ from: phone, body: 'HELP', channel: 'sms' })).status).toBe(200);
    }
    const over = await fake.sendInbound({ from: phone, body: 'HELP', channel: 'sms' });
    expect(over.status).toBe(200);
    await t.app.ctx.jobs.drain();
    expect(fake.messages.filter((m) => m.to === phone)).toHaveLength(
      t.config.INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES,
    );
    const kept = await t.db.select().from(inboundMessages).where(eq(inboundMessages.from, phone));
    expect(kept).toHaveLength(t.config.INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES);
  });
});
