import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { reviewRequestClient } from '../../../../tests/support/review-requests.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import { devOutbox, jobs, reviewRequests } from '../../db/schema.js';

describe('review requests', () => {
  let t: TestApp;
  let c: ReturnType<typeof reviewRequestClient>;
  withTestApp({}, (app) => {
    t = app;
    c = reviewRequestClient(app);
  });

  it('sends the SMS with a single-use link through the durable outbox and answers developmentUrl', async () => {
    const w = await c.signedInWorker({ fullName: 'Sipho Dlamini' });
    const res = await c.request(w.cookie, { recipientPhone: '082 555 0101', recipientName: 'Mrs Botha' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.developmentUrl).toMatch(/^http:\/\/localhost:5000\/review\/[A-Za-z0-9_-]{43}$/);
    const token = body.developmentUrl.split('/').pop();
    const expiresInDays = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.99);
    expect(expiresInDays).toBeLessThanOrEqual(30);

    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id));
    expect(row).toMatchObject({ recipientPhone: '+27825550101', recipientName: 'Mrs Botha', usedAt: null });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `review_request:${row!.id}`));
    expect(job).toMatchObject({ kind: 'message.send', status: 'pending' });
    await t.app.ctx.jobs.drain();
    const sent = await t.db.select().from(devOutbox).where(eq(devOutbox.to, '+27825550101'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('sms');
    expect(sent[0]!.body).toContain('Sipho Dlamini has asked you to review their work on Work Local');
    expect(sent[0]!.body).toContain(body.developmentUrl);
  });

  it('leaves developmentUrl out in production', async () => {
    const w = await c.signedInWorker();
    t.config.isProduction = true;
    try {
      const res = await c.request(w.cookie, { recipientPhone: nextPhone() });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('developmentUrl');
    } finally {
      t.config.isProduction = false;
    }
  });

  it('refuses signed-out visitors and users without a worker profile', async () => {
    expect((await c.request(undefined, { recipientPhone: nextPhone() })).statusCode).toBe(401);
    const employer = await signedInUser(t.db, t.config);
    const res = await c.request(employer.cookie, { recipientPhone: nextPhone() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only workers can request reviews. Please create a worker profile first.',
    );
  });

  it.each([
    ['an empty phone', '', "Please enter the employer's phone number"],
    ['no phone at all', undefined, "Please enter the employer's phone number"],
    ['a malformed phone', '12345', 'Please enter a valid South African phone number'],
    [
      'a landline',
      '011 555 0101',
      'Review requests can only be sent by SMS to South African mobile numbers (06x, 07x or 081-085)',
    ],
  ])('refuses %s with 400 and queues nothing', async (_name, recipientPhone, message) => {
    const w = await c.signedInWorker();
    const res = await c.request(w.cookie, { recipientPhone });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id))).toEqual(
      [],
    );
  });

  it("refuses the worker's own phone number", async () => {
    const w = await c.signedInWorker();
    const res = await c.request(w.cookie, { recipientPhone: w.worker.phoneNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot request a review from your own phone number');
  });

  it('limits requests to 5 per worker per day and 3 per recipient phone per day, with Retry-After', async () => {
    const w = await c.signedInWorker();
    for (let i = 0; i < 5; i++) {
      expect((await c.request(w.cookie, { recipientPhone: nextPhone() })).statusCode).toBe(201);
    }
    const sixth = await c.request(w.cookie, { recipientPhone: nextPhone() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have sent the maximum number of review requests for today. Please try again tomorrow.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(
      await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, w.worker.id)),
    ).toHaveLength(5);

    const phone = nextPhone();
    for (let i = 0; i < 3; i++) {
      const other = await c.signedInWorker();
      expect((await c.request(other.cookie, { recipientPhone: phone })).statusCode).toBe(201);
    }
    const fourth = await c.signedInWorker();
    const res = await c.request(fourth.cookie, { recipientPhone: phone });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'This number has received the maximum number of review requests for today. Please try again tomorrow.',
    );
    expect(
      await t.db.select().from(reviewRequests).where(eq(reviewRequests.workerId, fourth.worker.id)),
    ).toEqual([]);
  });
});
