// A local HTTP server speaking Twilio's Messages API contract (POST .../Accounts/{Sid}/Messages.json, Basic auth,
// form-encoded To/From/MessagingServiceSid/Body/ContentSid/ContentVariables; 201 with the message resource,
// errors as {code, message, more_info, status}). Tests switch its behaviour to simulate outages.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string | null;
  contentSid: string | null;
  contentVariables: string | null;
}

export type FakeTwilioMode = 'ok' | 'server-error' | 'hang' | 'invalid-number';

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeTwilioMessage[];
  /** Every request that reached the server, including refused ones. */
  requests: number;
  mode: FakeTwilioMode;
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'fake-auth-token-0123456789';

function twilioError(res: http.ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const hanging = new Set<http.ServerResponse>();
  const state: FakeTwilio = {
    url: '',
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    messages: [],
    requests: 0,
    mode: 'ok',
    env(extra = {}) {
      return {
        MESSAGING_PROVIDER: 'twilio',
        TWILIO_API_BASE: state.url,
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_SMS_FROM: '+15005550006',
        TWILIO_WHATSAPP_FROM: '+14155238886',
        ...extra,
      };
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets from fetch would otherwise hold close() open for seconds.
      server.closeAllConnections();
      await closed;
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expected || match[1] !== ACCOUNT_SID) {
        return twilioError(res, 401, 20003, 'Authenticate');
      }
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return twilioError(res, 400, 20001, 'Invalid content type');
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To');
      const from = form.get('From');
      const messagingServiceSid = form.get('MessagingServiceSid');
      if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
      if (!from && !messagingServiceSid) {
        return twilioError(res, 400, 21603, "A 'From' phone number is required.");
      }
      if (!form.get('Body') && !form.get('ContentSid')) {
        return twilioError(res, 400, 21602, 'Message body is required.');
      }
      if (state.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (state.mode === 'server-error') return twilioError(res, 500, 20500, 'Internal Server Error');
      if (state.mode === 'invalid-number') {
        return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      }
      state.messages.push({
        accountSid: match[1]!,
        to,
        from,
        messagingServiceSid,
        body: form.get('Body'),
        contentSid: form.get('ContentSid'),
        contentVariables: form.get('ContentVariables'),
      });
      const sid = `SM${String(state.messages.length).padStart(32, '0')}`;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          sid,
          account_sid: ACCOUNT_SID,
          to,
          from,
          messaging_service_sid: messagingServiceSid,
          body: form.get('Body'),
          status: messagingServiceSid ? 'accepted' : 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
