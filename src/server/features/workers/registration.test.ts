import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { registrationTestApp } from '../../../../tests/support/registration.js';
import { PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import {
  REGISTRATION_MESSAGES,
  WORKER_PROFILE_EXISTS_CODE,
  type WorkerRegistrationPayload,
} from '../../../shared/schemas/worker-registration.js';
import { promoCodes, promoRedemptions, workers, workHistory } from '../../db/schema.js';
import { UPLOAD_NOT_FOUND_MESSAGE } from './registration-service.js';

const { t: app, payload, register, newWorkerUser } = registrationTestApp();

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
      expect(await app().db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(0);
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
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/workers',
      payload: payload('/files/x.jpg'),
    });
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
    const [w] = await app().db.select().from(workers).where(eq(workers.userId, user.id));
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
    const history = await app().db.select().from(workHistory).where(eq(workHistory.workerId, w!.id));
    expect(history.map((h) => [h.employerName, h.reviewRequested, h.employerPhone])).toEqual(
      expect.arrayContaining([
        ['Mrs Botha', true, '+27821112222'],
        ['Mr Naidoo', false, null],
      ]),
    );
    expect(history).toHaveLength(2);

    const me = await app().app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie } });
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
    const [w] = await app().db.select().from(workers).where(eq(workers.userId, user.id));
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
    expect(await app().db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(1);
  });

  it('GET /api/workers/me answers 404 without a profile', async () => {
    const { cookie } = await signedInUser(app().db, app().config);
    const res = await app().app.inject({ method: 'GET', url: '/api/workers/me', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('promo codes', () => {
  async function addCode(code: string, fields: Partial<typeof promoCodes.$inferInsert> = {}) {
    await app()
      .db.insert(promoCodes)
      .values({ code, trialDays: 30, description: 'Test trial', ...fields });
  }
  async function validate(cookie: string, code: string) {
    return app().app.inject({
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
    const [row] = await app()
      .db.select({ days: sql<number>`round(extract(epoch from ${workers.trialEndsAt} - now()) / 86400)` })
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
    expect(await app().db.select().from(workers).where(eq(workers.userId, user.id))).toHaveLength(0);
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
    const [code] = await app().db.select().from(promoCodes).where(eq(promoCodes.code, 'LIMIT3'));
    expect(code!.redemptions).toBe(3);
    expect(
      await app().db.select().from(promoRedemptions).where(eq(promoRedemptions.code, 'LIMIT3')),
    ).toHaveLength(3);
    const { cookie } = await newWorkerUser();
    expect((await validate(cookie, 'LIMIT3')).json()).toEqual({
      valid: false,
      message: PROMO_MESSAGES.limitReached,
    });
  });
});
