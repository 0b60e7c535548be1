// Issue 15, items 4 and 10 (hire requests): names cannot carry a message of their own into our texts, and a
// subscribed employer cannot text workers without bound.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, subscriptions } from '../../../src/server/db/schema.js';
import { SMS_TEXTS } from '../../../src/server/platform/messaging/index.js';
import { DAY_MS } from '../../../src/shared/constants.js';
import { HIRE_MESSAGES } from '../../../src/shared/schemas/hire-texts.js';
import { NAME_MESSAGES, nameProblem } from '../../../src/shared/schemas/names.js';
import { REVIEW_MESSAGES } from '../../../src/shared/schemas/reviews.js';
import { createWorker, nextPhone, signedInUser } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const PHISHING = 'FNB FRAUD ALERT: card blocked. Call 0861 555 000 or visit fnb-unblock.example.co.za';

describe('names in text messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('the rule takes names of any language and refuses addresses, e-mail and long numbers', () => {
    for (const ok of [
      'Thandi Nkosi-Mahlangu',
      "O'Brien",
      'J.R. van der Merwe',
      'Zoë Ndlovu',
      'Nomvula',
      'Ṣọlá',
      'Дмитрий',
      '李小龍',
      'Top 10 Cleaners',
    ]) {
      expect(nameProblem(ok), ok).toBeNull();
    }
    expect(nameProblem(PHISHING)).toBe(NAME_MESSAGES.address);
    expect(nameProblem('Call 0861 555 000')).toBe(NAME_MESSAGES.digits);
    expect(nameProblem('Call 0 8 6 1 5 5 5')).toBe(NAME_MESSAGES.digits);
    expect(nameProblem('me@bank.co.za')).toBe(NAME_MESSAGES.address);
    expect(nameProblem('visit www.x.co')).toBe(NAME_MESSAGES.address);
    expect(nameProblem('bank.com')).toBe(NAME_MESSAGES.address);
    expect(nameProblem('Blocked! Reply YES')).toBe(NAME_MESSAGES.characters);
  });

  it('refuses a phishing sign-in name, company name and review recipient name with 400 and a clear message', async () => {
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: {
        phoneNumber: nextPhone(),
        otpCode: '123456',
        name: 'FNB alert visit fnb-unblock.example.co.za',
      },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(NAME_MESSAGES.address);

    const { cookie } = await signedInUser(t.db, t.config);
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/employer/verify-phone/send',
      headers: { cookie },
      payload: { phoneNumber: '0821234567', companyName: 'Call 0861 555 000 now' },
    });
    expect(company.statusCode).toBe(400);
    expect(company.json().message).toBe(NAME_MESSAGES.digits);

    const worker = await signedInUser(t.db, t.config);
    await createWorker(t.db, {
      userId: worker.user.id,
      tierLevel: 'verified',
      tierExpiresAt: new Date(Date.now() + 30 * DAY_MS),
    });
    const recipient = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests',
      headers: { cookie: worker.cookie },
      payload: { recipientPhone: nextPhone(), recipientName: 'see https://x.example' },
    });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json().message).toBe(NAME_MESSAGES.address);
  });

  it('refuses a phishing full name at worker registration', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: { cookie },
      payload: { fullName: PHISHING },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NAME_MESSAGES.address);
  });

  it('puts a name saved before the rule only into its slot, never the text itself', () => {
    const text = SMS_TEXTS.reviewRequest({
      workerName: PHISHING,
      link: 'https://worklocal.co.za/review/x',
      days: 14,
    });
    expect(text).not.toContain('0861');
    expect(text).not.toContain('example.co.za');
    expect(text.startsWith('A worker has asked you')).toBe(true);
    const long = SMS_TEXTS.hireCancelled({ employerName: 'Nomvula '.repeat(20) });
    expect(long.length).toBeLessThan(100);
  });
});

describe('hire requests per employer per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HIRE_REQUESTS_PER_DAY: '5' });
  });
  afterAll(() => t.close());

  it('a subscribed employer gets 429 after HIRE_REQUESTS_PER_DAY requests, and one open request per worker', async () => {
    const { user, cookie } = await signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date() });
    await t.db.insert(subscriptions).values({
      userId: user.id,
      subscriptionType: 'monthly',
      startsAt: new Date(Date.now() - DAY_MS),
      expiresAt: new Date(Date.now() + 30 * DAY_MS),
      paymentReference: `sub_${user.id}`,
    });
    const hire = (workerId: string) =>
      t.app.inject({ method: 'POST', url: '/api/hires', headers: { cookie }, payload: { workerId } });
    const targets = await Promise.all(Array.from({ length: 8 }, () => createWorker(t.db)));
    const statuses: number[] = [];
    for (const w of targets) statuses.push((await hire(w.id)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = await hire(targets[7]!.id);
    expect(refused.json().message).toBe(HIRE_MESSAGES.dailyLimit(5));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const again = await hire(targets[0]!.id);
    expect(again.statusCode).toBe(409);
    const texts = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'purpose' = 'hire_request'`);
    expect(texts).toHaveLength(5);
  });
});

describe('self-made verified references', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a review request to the worker’s sign-in number, even when the profile shows another', async () => {
    const worker = await signedInUser(t.db, t.config);
    const profilePhone = nextPhone();
    await createWorker(t.db, {
      userId: worker.user.id,
      phoneNumber: profilePhone,
      tierLevel: 'verified',
      tierExpiresAt: new Date(Date.now() + 30 * DAY_MS),
    });
    const ask = (recipientPhone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/review-requests',
        headers: { cookie: worker.cookie },
        payload: { recipientPhone, recipientName: 'Boss' },
      });
    for (const own of [worker.user.phoneNumber, `0${worker.user.phoneNumber.slice(3)}`, profilePhone]) {
      const res = await ask(own);
      expect(res.statusCode, own).toBe(400);
      expect(res.json().message).toBe(REVIEW_MESSAGES.ownPhone);
    }
    expect((await ask(nextPhone())).statusCode).toBe(201);
  });
});
