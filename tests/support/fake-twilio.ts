// A local HTTP server speaking Twilio's Messages API contract (POST .../Accounts/{Sid}/Messages.json, Basic auth,
// form-encoded To/From/MessagingServiceSid/Body/ContentSid/ContentVariables/StatusCallback; 201 with the message
// resource, errors as {code, message, more_info, status}), and Twilio's side of the webhooks: an inbound message
// from a phone and the status callbacks of the messages it took, each signed with X-Twilio-Signature as Twilio signs
// them (HMAC-SHA1 of the URL and the sorted fields, keyed with the auth token). Tests switch its behaviour to
// simulate outages. It also keeps the media a phone sends (voice notes, issue 35) as Twilio does: MediaUrl0 is a
// Media resource URL under the account (.../Messages/{MessageSid}/Media/{MediaSid}) that answers only with HTTP Basic
// auth (account SID and auth token), then redirects to a short-lived address serving the bytes.
import { createHmac, randomBytes } from 'node:crypto';
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
  sid: string;
  statusCallback: string | null;
}

/** How a webhook reaches the app: a real HTTP request by default; tests may hand it to app.inject. */
export type WebhookTransport = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: string }>;

export interface InboundMessage {
  /** E.164 of the phone that writes. */
  from: string;
  body?: string;
  channel?: 'sms' | 'whatsapp';
  /** A tapped quick reply's payload (WhatsApp). */
  buttonPayload?: string;
  /** Reuse a MessageSid (Twilio retrying the same webhook). */
  messageSid?: string;
  /** Sign with another token (a forger). */
  signWith?: string;
  /** A file sent with the message (a WhatsApp voice note): served at MediaUrl0 as Twilio serves media. */
  media?: { bytes: Buffer; contentType: string };
}

/** A request for a media URL: whether it carried the account's credentials, and what it got. */
export interface FakeMediaRequest {
  path: string;
  authorized: boolean;
  status: number;
}

export type FakeTwilioMode = 'ok' | 'server-error' | 'hang' | 'invalid-number';

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeTwilioMessage[];
  /** Every request that reached the server, including refused ones. */
  requests: number;
  /** Every request for a media URL (the Media resource and the address it redirects to). */
  mediaRequests: FakeMediaRequest[];
  /**
   * Statuses the next authorised requests for a Media resource answer instead of the redirect, one each, in order:
   * 503 for an outage that passes, 404 for media that is gone.
   */
  mediaFaults: number[];
  mode: FakeTwilioMode;
  /** Where inbound messages go: the app's PUBLIC_URL + /api/webhooks/twilio/messages, as set in Twilio's console. */
  inboundUrl: string;
  transport: WebhookTransport;
  env(extra?: Record<string, string>): Record<string, string>;
  /** A phone writes to our number; answers the app's HTTP status and body. */
  sendInbound(message: InboundMessage): Promise<{ status: number; body: string; messageSid: string }>;
  /** Reports a status for a message it took, to that message's StatusCallback. */
  reportStatus(sid: string, status: string, errorCode?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** Twilio's X-Twilio-Signature for a form POST to `url`. */
export function signTwilioRequest(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', token).update(data, 'utf8').digest('base64');
}

const defaultTransport: WebhookTransport = async ({ url, body, headers }) => {
  const res = await fetch(url, { method: 'POST', body, headers });
  return { status: res.status, body: await res.text() };
};

let inboundCounter = 0;

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'fake-auth-token-0123456789';

function twilioError(res: http.ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

const BASIC = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const hanging = new Set<http.ServerResponse>();
  const storedMedia = new Map<string, { bytes: Buffer; contentType: string }>();
  const redirects = new Map<string, { bytes: Buffer; contentType: string }>();
  const state: FakeTwilio = {
    url: '',
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    messages: [],
    requests: 0,
    mediaRequests: [],
    mediaFaults: [],
    mode: 'ok',
    inboundUrl: 'http://localhost:5000/api/webhooks/twilio/messages',
    transport: defaultTransport,
    async sendInbound(message) {
      const channel = message.channel ?? 'whatsapp';
      const address = (n: string) => (channel === 'whatsapp' ? `whatsapp:${n}` : n);
      inboundCounter += 1;
      const messageSid =
        message.messageSid ?? `SM${String(inboundCounter).padStart(10, '0')}${'f'.repeat(22)}`;
      // The fields Twilio sends with an inbound message (WhatsApp adds ProfileName, WaId and the button fields).
      const params: Record<string, string> = {
        ToCountry: 'ZA',
        SmsMessageSid: messageSid,
        NumMedia: '0',
        SmsSid: messageSid,
        SmsStatus: 'received',
        Body: message.body ?? '',
        To: address(channel === 'whatsapp' ? '+14155238886' : '+15005550006'),
        NumSegments: '1',
        MessageSid: messageSid,
        AccountSid: ACCOUNT_SID,
        From: address(message.from),
        ApiVersion: '2010-04-01',
        ...(channel === 'whatsapp'
          ? { ProfileName: 'Phone', WaId: message.from.replace('+', ''), MessageType: 'text' }
          : {}),
        ...(message.buttonPayload
          ? { ButtonPayload: message.buttonPayload, ButtonText: message.body ?? '', MessageType: 'button' }
          : {}),
        ...(message.media ? mediaFields(messageSid, message.media) : {}),
      };
      const res = await post(state.inboundUrl, params, message.signWith);
      return { ...res, messageSid };
    },
    async reportStatus(sid, status, errorCode) {
      const message = state.messages.find((m) => m.sid === sid);
      if (!message?.statusCallback) throw new Error(`fake Twilio: no status callback for ${sid}`);
      const params: Record<string, string> = {
        AccountSid: ACCOUNT_SID,
        ApiVersion: '2010-04-01',
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.to,
        From: message.from ?? '',
        ...(errorCode ? { ErrorCode: errorCode } : {}),
        ...(message.to.startsWith('whatsapp:') ? { ChannelPrefix: 'whatsapp' } : {}),
      };
      return post(message.statusCallback, params);
    },
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

  /** Keeps the file and answers the fields Twilio adds for it (NumMedia, MediaUrl0, MediaContentType0). */
  function mediaFields(messageSid: string, media: { bytes: Buffer; contentType: string }) {
    const mediaSid = `ME${randomBytes(16).toString('hex')}`;
    const path = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${messageSid}/Media/${mediaSid}`;
    storedMedia.set(path, media);
    return {
      NumMedia: '1',
      MediaUrl0: `${state.url}${path}`,
      MediaContentType0: media.contentType,
      MessageType: media.contentType.startsWith('audio/') ? 'audio' : 'document',
    };
  }

  /** GET of a media URL: Basic auth required, then a 307 to the short-lived address that serves the bytes. */
  function serveMedia(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url ?? '';
    const signed = /^\/media-content\/([a-f0-9]{32})$/.exec(url);
    if (req.method === 'GET' && signed) {
      const media = redirects.get(signed[1]!);
      state.mediaRequests.push({ path: url, authorized: false, status: media ? 200 : 404 });
      if (!media) {
        res.writeHead(404);
        res.end();
        return true;
      }
      res.writeHead(200, { 'content-type': media.contentType, 'content-length': media.bytes.length });
      res.end(media.bytes);
      return true;
    }
    const media = storedMedia.get(url);
    if (req.method !== 'GET' || !media) return false;
    const authorized = req.headers.authorization === BASIC;
    const fault = authorized ? state.mediaFaults.shift() : undefined;
    state.mediaRequests.push({ path: url, authorized, status: fault ?? (authorized ? 307 : 401) });
    if (!authorized) {
      twilioError(res, 401, 20003, 'Authenticate');
      return true;
    }
    if (fault) {
      twilioError(
        res,
        fault,
        fault === 404 ? 20404 : 20500,
        fault === 404 ? 'Not found' : 'Service unavailable',
      );
      return true;
    }
    const token = randomBytes(16).toString('hex');
    redirects.set(token, media);
    res.writeHead(307, { location: `${state.url}/media-content/${token}` });
    res.end();
    return true;
  }

  function post(url: string, params: Record<string, string>, signWith = AUTH_TOKEN) {
    return state.transport({
      url,
      body: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        'x-twilio-signature': signTwilioRequest(signWith, url, params),
        'user-agent': 'TwilioProxy/1.1',
      },
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      if (serveMedia(req, res)) return;
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return twilioError(res, 404, 20404, 'The requested resource was not found');
      if (req.headers.authorization !== BASIC || match[1] !== ACCOUNT_SID) {
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
      const sid = `SM${String(state.messages.length + 1).padStart(32, '0')}`;
      state.messages.push({
        sid,
        statusCallback: form.get('StatusCallback'),
        accountSid: match[1]!,
        to,
        from,
        messagingServiceSid,
        body: form.get('Body'),
        contentSid: form.get('ContentSid'),
        contentVariables: form.get('ContentVariables'),
      });
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
