// Issue 31 item 2: what a JSON body may cost. 10,000 levels of nesting (20 KB) answered 500 (a stack overflow in
// the walk after JSON.parse) to anyone, and big bodies held the event loop: an over-deep body is a 400 before it is
// parsed, a body past the JSON limit a 413, on signed-out and signed-in routes alike (decision 0283).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../../../src/server/lib/json-body.js';
import { signedInUser } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('JSON bodies: nesting and size', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.config)).cookie;
  });
  afterAll(() => t.close());

  const post = (payload: string, signedIn = false) =>
    t.app.inject({
      method: signedIn ? 'PUT' : 'POST',
      url: signedIn ? '/api/notifications/preferences' : '/api/auth/send-otp',
      headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
      payload,
    });

  it('refuses 10,000 levels of nesting with 400, signed out and signed in, arrays and objects', async () => {
    for (const signedIn of [false, true]) {
      for (const body of [nestedArrays(10_000), nestedObjects(10_000)]) {
        const res = await post(body, signedIn);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
          code: 'json_too_deep',
        });
      }
    }
  });

  it('draws the line at the limit: one level more is refused, the limit itself reaches the schema', async () => {
    expect((await post(nestedObjects(MAX_JSON_DEPTH + 1))).json().code).toBe('json_too_deep');
    const atLimit = await post(nestedObjects(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('validation');
    // Brackets inside strings are text, not nesting.
    const inText = await post(
      JSON.stringify({ phoneNumber: `${'[{'.repeat(500)}"\\`, deliveryMethod: 'sms' }),
    );
    expect(inText.json().code).toBe('validation');
  });

  it('still takes ordinary bodies and still refuses prototype poisoning', async () => {
    const ok = await post(JSON.stringify({ phoneNumber: '0821234567', deliveryMethod: 'sms' }));
    expect(ok.statusCode).toBe(200);
    const poisoned = await post('{"phoneNumber":"0821234568","__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('refuses a JSON body past the limit with 413 before reading it as JSON', async () => {
    const big = JSON.stringify({
      phoneNumber: '0821234569',
      deliveryMethod: 'sms',
      pad: 'x'.repeat(MAX_JSON_BODY_BYTES),
    });
    for (const signedIn of [false, true]) {
      const res = await post(big, signedIn);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    }
  });
});
