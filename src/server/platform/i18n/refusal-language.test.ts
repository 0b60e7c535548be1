// Issue 17 over HTTP: the refusals a person reads beyond 400s (a hire already open, a worker not found, a code sent
// to a landline, an unknown address) come in the requester's language; English stays the spec's, byte for byte.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';

import { ERROR_TEXTS } from '../../lib/error-texts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_COOLDOWN_SECONDS: '0' });
});
afterAll(() => t.close());

describe('refusals in the requester’s language', () => {
  it('answers a second hire request to the same worker (409) in the employer’s saved language', async () => {
    const worker = await createWorker(t.db);
    const { cookie } = await signedInUser(t.db, t.config, {
      employerPhoneVerifiedAt: new Date(),
      language: 'tn',
    });
    const hire = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/hires',
        headers: { cookie },
        payload: { workerId: worker.id },
      });
    expect((await hire()).statusCode).toBe(201);
    const again = await hire();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O setse o na le kopo ya go thapa e e buletsweng le modiri yo');
    expect(again.json().hireId).toEqual(expect.any(String));
  });

  it('says a worker is not found (404) in isiZulu, and in the spec’s English to an English reader', async () => {
    const url = `/api/workers/${randomUUID()}`;
    const zu = await signedInUser(t.db, t.config, { language: 'zu' });
    const inZulu = await t.app.inject({ method: 'GET', url, headers: { cookie: zu.cookie } });
    expect(inZulu.statusCode).toBe(404);
    expect(inZulu.json().message).toBe('Isisebenzi asitholakalanga');
    const en = await signedInUser(t.db, t.config, { language: 'en' });
    const inEnglish = await t.app.inject({ method: 'GET', url, headers: { cookie: en.cookie } });
    expect(inEnglish.json().message).toBe(HIRE_MESSAGES.workerNotFound);
    expect(HIRE_MESSAGES.workerNotFound).toBe('Worker not found');
  });

  it('refuses a one-time code for a landline in the visitor’s language', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        headers,
        payload: { phoneNumber: '0215551234' },
      });
    const xh = await send({ cookie: 'lang=xh' });
    expect(xh.statusCode).toBe(400);
    expect(xh.json().message).toBe(
      'Iikhowudi zokuqinisekisa zingathunyelwa kuphela kwiinombolo zeeselfowuni zoMzantsi Afrika (06x, 07x okanye 081-085)',
    );
    const en = await send({ 'accept-language': 'en-ZA' });
    expect(en.json().message).toBe(
      'Verification codes can only be sent to South African mobile numbers (06x, 07x or 081-085)',
    );
  });

  it('answers an unknown API address in the reader’s language', async () => {
    const nso = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { cookie: 'lang=nso' },
    });
    expect(nso.statusCode).toBe(404);
    expect(nso.json().message).toBe('Ga go hwetšwe');
    const en = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.json().message).toBe(ERROR_TEXTS.notFound);
  });
});
