// The usual set-ups of a test file: one app for a describe block's tests, alone or with a fake Twilio. Apart from test-app.ts, which benchmarks
// import too, because this one needs vitest.
import { afterAll, beforeAll } from 'vitest';
import { type BookingsTestApp, createBookingsTestApp } from './bookings.js';
import { type FakeTwilio, startFakeTwilio } from './fake-twilio.js';
import { createTestApp, type TestApp } from './test-app.js';
import { webhooksInto } from './twilio-webhooks.js';

/** One app for the tests of a describe block: built before them, handed to `ready`, closed after them. */
export function withTestApp(env: Record<string, string>, ready: (t: TestApp) => void): void {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env);
    ready(built);
  });
  afterAll(() => built?.close());
}

/** One bookings app on its fixed clock (tests/support/bookings.ts) for a file's tests, as `withTestApp`. */
export function withBookingsTestApp(
  ready: (t: BookingsTestApp) => void,
  options: { poolMax?: number } = {},
): void {
  let built: BookingsTestApp | undefined;
  beforeAll(async () => {
    built = await createBookingsTestApp(options);
    ready(built);
  });
  afterAll(() => built?.close());
}

/**
 * One app that sends through a fake Twilio server whose replies and status callbacks come back into the app (with
 * real signatures), for a file's tests: both handed to `ready` before them and closed after them.
 */
export function withTwilioTestApp(ready: (t: TestApp, fake: FakeTwilio) => void): void {
  let fake: FakeTwilio | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeTwilio();
    built = await createTestApp(fake.env());
    webhooksInto(fake, built);
    ready(built, fake);
  });
  afterAll(async () => {
    await built?.close();
    await fake?.close();
  });
}
