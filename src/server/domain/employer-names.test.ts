// The employer's name as workers see it (decision 0100): an employer who gave no name is "An employer" in the
// reader's language, from the catalogue (sms.fallback.an-employer), in a list over HTTP and in her text message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorker, sessionCookie, signedInUser } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { devOutbox } from '../db/schema.js';
import { employerDisplayName, employerPersonName } from './visibility.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NAMELESS = { firstName: null, companyName: null };

describe('an employer who gave no name', () => {
  it('is named in the reader’s language; a name or company given stays as given', () => {
    expect(employerPersonName(NAMELESS, 'en')).toBe('An employer');
    expect(employerDisplayName(NAMELESS, 'en')).toBe('An employer');
    expect(employerPersonName(NAMELESS, 'zu')).toBe('Umqashi');
    expect(employerDisplayName(NAMELESS, 'xh')).toBe('Umqeshi');
    expect(employerDisplayName(NAMELESS, 'af')).toBe('’n Werkgewer');
    const named = { firstName: 'Lerato', companyName: 'Lerato Home Services' };
    expect(employerPersonName(named, 'zu')).toBe('Lerato');
    expect(employerDisplayName(named, 'zu')).toBe('Lerato Home Services');
  });

  it('is "Umqashi" in an isiZulu worker’s list of requests and in the request texted to her', async () => {
    const { cookie } = await signedInUser(t.db, t.config, {
      ...NAMELESS,
      employerPhoneVerifiedAt: new Date(),
    });
    const account = await createUser(t.db, { language: 'zu' });
    const worker = await createWorker(t.db, { userId: account.id });
    const hired = await t.app.inject({
      method: 'POST',
      url: '/api/hires',
      headers: { cookie },
      payload: { workerId: worker.id },
    });
    expect(hired.statusCode, hired.body).toBe(201);

    const incoming = await t.app.inject({
      method: 'GET',
      url: '/api/hires/incoming',
      headers: { cookie: await sessionCookie(t.db, t.config, account.id) },
    });
    expect(incoming.statusCode).toBe(200);
    expect(incoming.json().hires[0].employer.name).toBe('Umqashi');

    await t.app.ctx.jobs.drain();
    const texts = await t.db.select().from(devOutbox).where(eq(devOutbox.to, account.phoneNumber));
    const body = texts.map((m) => m.body).join('\n');
    expect(body).toContain('Umqashi');
    expect(body).not.toContain('An employer');
  });
});
