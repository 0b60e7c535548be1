import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextPhone, signedInUser } from '../../../../tests/support/factories.js';
import { registrationTestApp } from '../../../../tests/support/registration.js';
import { PAYMENT_MESSAGES, PROMO_MESSAGES } from '../../../shared/schemas/payments.js';
import { devOutbox, promoCodes } from '../../db/schema.js';

const { t: app, payload, register, newWorkerUser } = registrationTestApp();

describe('the listing goes live: review requests, and a promo code for a profile that exists unpaid', () => {
  async function checkout(cookie: string, decision: 'pay' | 'decline') {
    const init = await app().app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { cookie },
      payload: { paymentType: 'registration', tierLevel: 'basic', paymentMethod: 'eft' },
    });
    expect(init.statusCode).toBe(200);
    const { reference } = init.json();
    await app().app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
    return reference as string;
  }
  async function verify(cookie: string, reference: string) {
    return app().app.inject({ method: 'GET', url: `/api/payments/verify/${reference}`, headers: { cookie } });
  }
  async function smsTo(phone: string) {
    await app().app.ctx.jobs.drain();
    return app().db.select().from(devOutbox).where(eq(devOutbox.to, phone));
  }
  async function applyPromo(cookie: string, code: string) {
    return app().app.inject({
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
    await app().db.insert(promoCodes).values({ code: 'LATER30', trialDays: 30, description: 'Later trial' });
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
    const [code] = await app().db.select().from(promoCodes).where(eq(promoCodes.code, 'LATER30'));
    expect(code!.redemptions).toBe(1);
  });

  it('refuses a paid profile and a user without one', async () => {
    await app().db.insert(promoCodes).values({ code: 'PAIDTOO', trialDays: 30 });
    const { cookie } = await unpaidWithReviewRequest();
    await verify(cookie, await checkout(cookie, 'pay'));
    const paid = await applyPromo(cookie, 'PAIDTOO');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);

    const nobody = await signedInUser(app().db, app().config);
    expect((await applyPromo(nobody.cookie, 'PAIDTOO')).statusCode).toBe(404);
    const [code] = await app().db.select().from(promoCodes).where(eq(promoCodes.code, 'PAIDTOO'));
    expect(code!.redemptions).toBe(0);
  });
});
