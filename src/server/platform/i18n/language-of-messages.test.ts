// Issue 17 over HTTP: each text message goes out in its recipient's language, one-time codes in the requester's,
// and 400 messages from the shared schemas in the requester's language (English exactly as before).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, nextPhone, sessionCookie, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { HIRE_EXPIRY_DAYS } from '../../../shared/constants.js';
import { INVALID_PHONE_MESSAGE } from '../../../shared/schemas/auth.js';
import { REGISTRATION_MESSAGES } from '../../../shared/schemas/worker-registration.js';
import { devOutbox } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0' });
});
afterAll(() => t.close());

const outboxTo = async (phone: string) => {
  await t.app.ctx.jobs.drain();
  return (await t.db.select().from(devOutbox).where(eq(devOutbox.to, phone))).map((m) => m.body);
};

describe('text messages in the recipient’s language', () => {
  it('sends a hire request to a worker who chose isiXhosa in isiXhosa, whatever the employer speaks', async () => {
    const { cookie } = await signedInUser(t.db, t.config, {
      employerPhoneVerifiedAt: new Date(),
      firstName: 'Karen',
      language: 'zu',
    });
    const worker = await createWorker(t.db);
    const workerCookie = await sessionCookie(t.db, t.config, worker.userId);
    const chose = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: workerCookie },
      payload: { language: 'xh' },
    });
    expect(chose.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie },
      payload: { workerId: worker.id },
    });
    expect(res.statusCode).toBe(201);
    const [body, ...more] = await outboxTo(worker.phoneNumber);
    expect(more).toEqual([]);
    const code = String(res.json().hire.id).slice(0, 2).toUpperCase();
    expect(body).toBe(
      `Work Local: U-Karen (indawo ayichazwanga) ufuna ukukuqesha, isicelo ${code}. Phendula ngo-1 ukuze wamkele okanye ngo-2 ukuze wale kwiintsuku ezi-${HIRE_EXPIRY_DAYS}, okanye uvule ${t.config.publicUrl}/worker-dashboard ukuze uphendule.`,
    );
  });

  it('tells the employer in their own language when the worker declines, and keeps English for English', async () => {
    const worker = await createWorker(t.db, { fullName: 'Sipho Dlamini' });
    const workerCookie = await sessionCookie(t.db, t.config, worker.userId);
    for (const [language, expected] of [
      [
        'af',
        'Work Local: Sipho Dlamini het jou huurversoek van die hand gewys. Jou gratis huur is aan jou teruggegee.',
      ],
      ['en', 'Work Local: Sipho Dlamini declined your hire request. Your free hire has been given back.'],
    ] as const) {
      const { user, cookie } = await signedInUser(t.db, t.config, {
        employerPhoneVerifiedAt: new Date(),
        language,
      });
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/hires',
        headers: { cookie },
        payload: { workerId: worker.id },
      });
      expect(made.statusCode).toBe(201);
      const declined = await t.app.inject({
        method: 'POST',
        url: `/api/hires/${made.json().hire.id}/decline`,
        headers: { cookie: workerCookie },
      });
      expect(declined.statusCode).toBe(200);
      expect(await outboxTo(user.phoneNumber)).toEqual([expected]);
    }
  });

  it('asks a past employer for a review in their account’s language, a stranger in English', async () => {
    const owner = await signedInUser(t.db, t.config, { language: 'zu' });
    await createWorker(t.db, { userId: owner.user.id, fullName: 'Sipho Dlamini' });
    const known = await signedInUser(t.db, t.config, { language: 'tn' });
    const stranger = nextPhone();
    for (const recipientPhone of [known.user.phoneNumber, stranger]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/review-requests',
        headers: { cookie: owner.cookie },
        payload: { recipientPhone },
      });
      expect(res.statusCode).toBe(201);
    }
    const [tn] = await outboxTo(known.user.phoneNumber);
    expect(tn).toMatch(
      /^Sipho Dlamini o go kopile go sekaseka tiro ya gagwe mo Work Local\. Tlogela tshekatsheko/,
    );
    const [en] = await outboxTo(stranger);
    expect(en).toMatch(
      /^Sipho Dlamini has asked you to review their work on Work Local\. Leave your review here: /,
    );
  });

  it('sends a sign-in code in the cookie’s language, else the browser’s, else English', async () => {
    const cases = [
      [
        { cookie: 'lang=st', 'accept-language': 'zu' },
        /^Khoutu ya hao ya ho sebediswa hang ya ho kena ho Work Local ke \d{6}\./,
      ],
      [
        { 'accept-language': 'zu-ZA,zu;q=0.9' },
        /^Ikhodi yakho yokusetshenziswa kanye yokungena ku-Work Local ngu-\d{6}\./,
      ],
      [{}, /^Your Work Local sign-in code is \d{6}\. It expires in 10 minutes\.$/],
    ] as const;
    for (const [headers, expected] of cases) {
      const phone = nextPhone();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        headers,
        payload: { phoneNumber: phone, deliveryMethod: 'sms' },
      });
      expect(res.statusCode).toBe(200);
      const [body] = await outboxTo(phone);
      expect(body).toMatch(expected);
      expect(body).toContain(res.json().developmentOtp);
    }
  });
});

describe('validation messages in the requester’s language', () => {
  const sendOtp = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/send-otp', headers, payload: { phoneNumber: '12345' } });

  it('answers a visitor asking in isiZulu in isiZulu, and everyone else in the spec’s English', async () => {
    const zu = await sendOtp({ 'accept-language': 'zu' });
    expect(zu.statusCode).toBe(400);
    expect(zu.json()).toEqual({
      message: 'Sicela ufake inombolo yocingo yaseNingizimu Afrika evumelekile',
      code: 'validation',
      field: 'phoneNumber',
    });
    const en = await sendOtp({ 'accept-language': 'fr' });
    expect(en.json().message).toBe(INVALID_PHONE_MESSAGE);
    expect(INVALID_PHONE_MESSAGE).toBe('Please enter a valid South African phone number');
  });

  it('follows a signed-in person’s saved language over the cookie and the browser', async () => {
    const { cookie } = await signedInUser(t.db, t.config, { language: 'zu' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: { cookie: `${cookie}; lang=af`, 'accept-language': 'en' },
      payload: { fullName: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'fullName' });
    expect(res.json().message).toBe('Igama kufanele libe nezinhlamvu ezi-2 okungenani');
    expect(REGISTRATION_MESSAGES.fullName).toBe('Name must be at least 2 characters');
  });

  it('translates the control-character rule and a value inside a message', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      headers: { cookie: 'lang=zu' },
      payload: { phoneNumber: '0821234567', otpCode: '12\u00003456' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Umbhalo awukwazi ukuba nezinhlamvu zokulawula');
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      headers: { cookie: 'lang=xh' },
      payload: { phoneNumber: '0821234567', otpCode: '12' },
    });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('Nceda ufake ikhowudi yokusetyenziswa kanye eneenombolo ezi-6');
  });
});
