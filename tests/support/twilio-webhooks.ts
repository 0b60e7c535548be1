// Points the fake Twilio's webhooks at a test app through app.inject: the signature still covers the URL Twilio
// would call (PUBLIC_URL + path), only the hop is in-process.
import type { FakeTwilio } from './fake-twilio.js';
import type { TestApp } from './test-app.js';

export function webhooksInto(fake: FakeTwilio, t: TestApp): void {
  fake.inboundUrl = `${t.config.publicUrl}/api/webhooks/twilio/messages`;
  fake.transport = async ({ url, body, headers }) => {
    const { pathname, search } = new URL(url);
    const res = await t.app.inject({ method: 'POST', url: pathname + search, payload: body, headers });
    return { status: res.statusCode, body: res.body };
  };
}
