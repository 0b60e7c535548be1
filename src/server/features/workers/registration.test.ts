import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { multipartBody } from '../../../../tests/support/multipart.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { PAYMENT_MESSAGES, PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import {
  REGISTRATION_MESSAGES,
  WORKER_PROFILE_EXISTS_CODE,
  type WorkerRegistrationPayload,
} from '../../../shared/schemas/worker-registration.js';
import { devOutbox, promoCodes, promoRedemptions, workers, workHistory } from '../../db/schema.js';
import { UPLOAD_NOT_FOUND_MESSAGE } from './registration-service.js';

let t: TestApp;
let tinyJpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  tinyJpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

async function uploadPhoto(cookie: string): Promise<string> {
  const body = multipartBody({ filename: 'me.jpg', bytes: tinyJpeg });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload?kind=photo',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

function payload(
  photoUrl: string,
  extra: Partial<WorkerRegistrationPayload> = {},
): WorkerRegistrationPayload {
  return {
    fullName: 'Sipho Dlamini',
    phoneNumber: '082 555 1234',
    skills: ['Gardening', 'Painting'],
    availability: 'Part-time',
    hourlyRate: 'R 80',
    dailyRate: 'R450',
    description: 'Reliable gardener',
    address: '12 Vilakazi Street',
    suburb: 'Orlando West',
    city: 'Soweto',
    postalCode: '1804',
    profilePhotoUrl: photoUrl,
    latitude: '-26.2385',
    longitude: '27.9081',
    tierLevel: 'basic',
    workHistory: [],
    ...extra,
  };
}

async function register(cookie: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/workers', headers: { cookie }, payload: body as object });
}

async function newWorkerUser() {
  const signed = await signedInUser(t.db, t.config);
  const photoUrl = await uploadPhoto(signed.cookie);
  return { ...signed, photoUrl };
}

describe('POST /api/workers validation', () => {
  const cases: [string, Partial<WorkerRegistrationPayload>, string][] = [
    ['fullName', { fullName: 'A' }, REGISTRATION_MESSAGES.fullName],
    ['phoneNumber', { phoneNumber: '08212' }, REGISTRATION_MESSAGES.phoneNumber],
    ['skills', { skills: [] }, REGISTRATION_MESSAGES.skills],
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    ['availability', { availability: '' as any }, REGISTRATION_MESSAGES.availability],
    ['address', { address: '12' }, REGISTRATION_MESSAGES.address],
    ['suburb', { suburb: 'O' }, REGISTRATION_MESSAGES.suburb],
    ['city', { city: 'S' }, REGISTRATION_MESSAGES.city],
    ['postalCode', { postalCode: '180' }, REGISTRATION_MESSAGES.postalCode],
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    ['paymentMethod', { paymentMethod: 'bitcoin' as any }, REGISTRATION_MESSAGES.paymentMethod],
  ];
  for (const [field, change, message] of cases) {
    it(`answers 400 '${message}' for a bad ${field}, and stores nothing`, async () => {
      const { cookie, user, photoUrl } = await newWorkerUser();
      const res = await register(cookie, payload(photoUrl, change));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().field).toBe(field);
      expect(await t.db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(0);
    });
  }

  it('refuses a profile photo that is not one of the user’s own uploads', async () => {
    const other = await newWorkerUser();
    const { cookie } = await newWorkerUser();
    const res = await register(cookie, payload(other.photoUrl));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_NOT_FOUND_MESSAGE);
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/workers', payload: payload('/files/x.jpg') });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });
});

describe('creating a profile', () => {
  it('counts the profile phone as confirmed only when it is the sign-in phone, in any format', async () => {
    const typed = await newWorkerUser();
    expect((await register(typed.cookie, payload(typed.photoUrl))).json()).toMatchObject({
      phoneNumber: '+27825551234',
      phoneConfirmed: false,
    });
    const own = await newWorkerUser();
    const local = `0${own.user.phoneNumber.slice(3, 5)} ${own.user.phoneNumber.slice(5, 8)} ${own.user.phoneNumber.slice(8)}`;
    expect((await register(own.cookie, payload(own.photoUrl, { phoneNumber: local }))).json()).toMatchObject({
      phoneNumber: own.user.phoneNumber,
      phoneConfirmed: true,
    });
  });

  it('stores the profile with approximate position, thumbnail, stripped rates and only complete work history', async () => {
    const { cookie, user, photoUrl } = await newWorkerUser();
    const res = await register(
      cookie,
      payload(photoUrl, {
        workHistory: [
          {
            workType: 'Gardening',
            employerName: 'Mrs Botha',
            duties: 'Lawns',
            employerPhone: '0821112222',
            reviewRequested: true,
          },
          { workType: 'Cleaning', employerName: '', duties: 'x', employerPhone: '', reviewRequested: false },
          {
            workType: 'Painting',
            employerName: 'Mr Naidoo',
            duties: '',
            employerPhone: '',
            reviewRequested: false,
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const [w] = await t.db.select().from(workers).where(eq(workers.userId, user.id));
    expect(w).toMatchObject({
      fullName: 'Sipho Dlamini',
      phoneNumber: '+27825551234',
      hourlyRate: '80.00',
      dailyRate: '450.00',
      latitude: -26.2385,
      longitude: 27.9081,
      tierLevel: 'basic',
      registrationPaidAt: null,
      listedUntil: null,
    });
    expect(w!.approxLatitude).not.toBe(w!.latitude);
    expect(Math.abs(w!.approxLatitude! - w!.latitude!)).toBeLessThan(0.01);
    expect(w!.thumbnailUrl).toMatch(/-thumb\.webp$/);
    const history = await t.db.select().from(workHistory).where(eq(workHistory.workerId, w!.id));
    expect(history.map((h) => [h.employerName, h.reviewRequested, h.employerPhone])).toEqual(
      expect.arrayContaining([
        ['Mrs Botha', true, '+27821112222'],
        ['Mr Naidoo', false, null],
      ]),
    );
    expect(history).toHaveLength(2);

    const me = await t.app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: w!.id,
      fullName: 'Sipho Dlamini',
      latitude: '-26.2385',
      listing: { status: 'unpaid', isListed: false, hasLocation: true },
    });
  });

  it('geocodes the suburb from the gazetteer when no location was detected', async () => {
    const { cookie, user, photoUrl } = await newWorkerUser();
    const res = await register(cookie, payload(photoUrl, { latitude: undefined, longitude: undefined }));
    expect(res.statusCode).toBe(201);
    const [w] = await t.db.select().from(workers).where(eq(workers.userId, user.id));
    expect(w!.latitude).not.toBeNull();
    expect(w!.approxLatitude).not.toBeNull();
  });

  it('refuses a review request for an employer phone that is not South African', async () => {
    const { cookie, photoUrl } = await newWorkerUser();
    const res = await register(
      cookie,
      payload(photoUrl, {
        workHistory: [
          {
            workType: 'Gardening',
            employerName: 'Mrs Botha',
            duties: '',
            employerPhone: '12345',
            reviewRequested: true,
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.employerPhone);
  });

  it('gives 409 with "already exists" on a second registration, also when both arrive at once', async () => {
    const { cookie, user, photoUrl } = await newWorkerUser();
    const both = await Promise.all([
      register(cookie, payload(photoUrl)),
      register(cookie, payload(photoUrl)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await register(cookie, payload(photoUrl));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
    expect(again.json().code).toBe(WORKER_PROFILE_EXISTS_CODE);
    expect(await t.db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(1);
  });

  it('GET /api/workers/me answers 404 without a profile', async () => {
    const { cookie } = await signedInUser(t.db, t.config);
    const res = await t.app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  async function addCode(code: string, fields: Partial<typeof promoCodes.$inferInsert> = {}) {
    await t.db.insert(promoCodes).values({ code, trialDays: 30, description: 'Test trial', ...fields });
  }
  async function validate(cookie: string, code: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/promo-codes/validate',
      headers: { cookie },
      payload: { code },
    });
  }

  it('validates case-insensitively and the registration goes live for the trial days without payment', async () => {
    await addCode('TRIAL14', { trialDays: 14 });
    const { cookie, user, photoUrl } = await newWorkerUser();
    const check = await validate(cookie, ' trial14 ');
    expect(check.json()).toEqual({ valid: true, code: 'TRIAL14', trialDays: 14, description: 'Test trial' });

    const res = await register(cookie, payload(photoUrl, { promoCode: 'Trial14' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ trialDays: 14, listing: { status: 'trial', isListed: true } });
    const [row] = await t.db
      .select({ days: sql<number>`round(extract(epoch from ${workers.trialEndsAt} - now()) / 86400)` })
      .from(workers)
      .where(eq(workers.userId, user.id));
    expect(Number(row!.days)).toBe(14);
    const again = await validate(cookie, 'TRIAL14');
    expect(again.json()).toEqual({ valid: false, message: PROMO_MESSAGES.alreadyUsed });
  });

  it('reports unknown and expired codes, and refuses registration with an expired one', async () => {
    await addCode('OLDCODE', { expiresAt: new Date(Date.now() - 60_000) });
    const { cookie, user, photoUrl } = await newWorkerUser();
    expect((await validate(cookie, 'NOPE')).json()).toEqual({
      valid: false,
      message: PROMO_MESSAGES.invalid,
    });
    expect((await validate(cookie, 'oldcode')).json()).toEqual({
      valid: false,
      message: PROMO_MESSAGES.expired,
    });
    const res = await register(cookie, payload(photoUrl, { promoCode: 'oldcode' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROMO_MESSAGES.expired);
    // Nothing half-written: no profile, no redemption.
    expect(await t.db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(0);
  });

  it('never exceeds the redemption limit under concurrent registrations', async () => {
    await addCode('LIMIT3', { maxRedemptions: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => newWorkerUser()));
    const results = await Promise.all(
      people.map((p) => register(p.cookie, payload(p.photoUrl, { promoCode: 'limit3' }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().message).toBe(PROMO_MESSAGES.limitReached);
    }
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'LIMIT3'));
    expect(code!.redemptions).toBe(3);
    expect(
      await t.db.select().from(promoRedemptions).where(eq(promoRedemptions.code, 'LIMIT3')),
    ).toHaveLength(3);
    const { cookie } = await newWorkerUser();
    expect((await validate(cookie, 'LIMIT3')).json()).toEqual({
      valid: false,
      message: PROMO_MESSAGES.limitReached,
    });
  });
});

describe('the listing goes live: review requests, and a promo code for a profile that exists unpaid', () => {
  async function checkout(cookie: string, decision: 'pay' | 'decline') {
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { cookie },
      payload: { paymentType: 'registration', tierLevel: 'basic', paymentMethod: 'eft' },
    });
    expect(init.statusCode).toBe(200);
    const { reference } = init.json();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    return reference as string;
  }
  async function verify(cookie: string, reference: string) {
    return t.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: { cookie } });
  }
  async function smsTo(phone: string) {
    await t.app.ctx.jobs.drain();
    return t.db.select().from(devOutbox).where(eq(devOutbox.to, phone));
  }
  async function applyPromo(cookie: string, code: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/workers/me/promo-code',
      headers: { cookie },
      payload: { code },
    });
  }
  /** A profile created without a promo, with one work-history entry asking its employer for a review. */
  async function unpaidWithReviewRequest() {
    const person = await newWorkerUser();
    const employerPhone = nextPhone();
    const history = [
      { workType: 'Gardening', employerName: 'Mrs Botha', duties: '', employerPhone, reviewRequested: true },
    ];
    const res = await register(person.cookie, payload(person.photoUrl, { workHistory: history }));
    expect(res.statusCode).toBe(201);
    expect(res.json().listing).toMatchObject({ status: 'unpaid', isListed: false });
    return { ...person, employerPhone };
  }

  it('sends none while unpaid or declined; a paid registration sends them once, however often it is verified', async () => {
    const { cookie, employerPhone } = await unpaidWithReviewRequest();
    expect(await smsTo(employerPhone)).toEqual([]);

    const declined = await checkout(cookie, 'decline');
    expect((await verify(cookie, declined)).json()).toMatchObject({
      status: false,
      paymentType: 'registration',
      paymentMethod: 'eft',
    });
    expect(await smsTo(employerPhone)).toEqual([]);

    const paid = await checkout(cookie, 'pay');
    expect((await verify(cookie, paid)).json()).toMatchObject({ status: true, paymentType: 'registration' });
    expect((await verify(cookie, paid)).json().status).toBe(true);
    const sent = await smsTo(employerPhone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Sipho Dlamini has asked you to review their work');
  });

  it('a declined registration can still take a promo code: the trial starts and the review requests go out', async () => {
    await t.db.insert(promoCodes).values({ code: 'LATER30', trialDays: 30, description: 'Later trial' });
    const { cookie, employerPhone } = await unpaidWithReviewRequest();
    await verify(cookie, await checkout(cookie, 'decline'));

    const unknown = await applyPromo(cookie, 'NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PROMO_MESSAGES.invalid);

    const res = await applyPromo(cookie, ' later30 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trialDays: 30, listing: { status: 'trial', isListed: true } });
    expect(await smsTo(employerPhone)).toHaveLength(1);

    const again = await applyPromo(cookie, 'LATER30');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_MESSAGES.trialRunning);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'LATER30'));
    expect(code!.redemptions).toBe(1);
  });

  it('refuses a paid profile and a user without one', async () => {
    await t.db.insert(promoCodes).values({ code: 'PAIDTOO', trialDays: 30 });
    const { cookie } = await unpaidWithReviewRequest();
    await verify(cookie, await checkout(cookie, 'pay'));
    const paid = await applyPromo(cookie, 'PAIDTOO');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);

    const nobody = await signedInUser(t.db, t.config);
    expect((await applyPromo(nobody.cookie, 'PAIDTOO')).statusCode).toBe(404);
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'PAIDTOO'));
    expect(code!.redemptions).toBe(0);
  });
});
