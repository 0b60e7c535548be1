// The sandbox checkout page speaks the requester's language (issue 17): its words come from the catalogues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker, signedInUser } from '../../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { serverTranslators } from '../../platform/i18n/index.js';

describe('sandbox checkout page language', () => {
  let t: TestApp;
  let checkoutUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    const signed = await signedInUser(t.db, t.config);
    await createWorker(t.db, { userId: signed.user.id, listed: false });
    const init = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initialize',
      headers: { cookie: signed.cookie },
      payload: { amount: '10', paymentType: 'registration', tierLevel: 'basic' },
    });
    checkoutUrl = init.json().authorization_url;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the English page for an English visitor', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: checkoutUrl,
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('TEST PAYMENT - no real money moves');
    expect(page.body).toContain('Pay R10.00');
  });

  it('answers in isiZulu for Accept-Language: zu, and in the lang cookie language over the header', async () => {
    const zu = serverTranslators()('zu');
    const zulu = await t.app.inject({
      method: 'GET',
      url: checkoutUrl,
      headers: { 'accept-language': 'zu' },
    });
    expect(zulu.body).toContain('<html lang="zu">');
    expect(zulu.body).toContain(zu._('sandbox.banner'));
    expect(zulu.body).toContain(zu._('sandbox.pay', { amount: 'R10.00' }));
    expect(zulu.body).not.toContain('TEST PAYMENT');

    const afrikaans = await t.app.inject({
      method: 'GET',
      url: checkoutUrl,
      headers: { 'accept-language': 'zu', cookie: 'lang=af' },
    });
    expect(afrikaans.body).toContain('<html lang="af">');
    expect(afrikaans.body).toContain(serverTranslators()('af')._('sandbox.decline'));
  });
});
