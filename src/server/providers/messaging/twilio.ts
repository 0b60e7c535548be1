// Twilio Programmable Messaging (SMS and WhatsApp) through the Messages resource:
// POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth, form-encoded To/From/Body.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import {
  type InboundMedia,
  MessagingError,
  type MessagingProvider,
  type ProviderMessage,
  type SendResult,
  TWILIO_STATUS_WEBHOOK_PATH,
} from './index.js';

interface TwilioMessage {
  sid?: string;
  status?: string;
  error_code?: number | null;
  error_message?: string | null;
}

interface TwilioError {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/** Reads a fetch answer's body up to `maxBytes`, stopping (and cancelling the rest) once past it. */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | 'too-large'> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    return 'too-large';
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

const whatsappAddress = (value: string) => (value.startsWith('whatsapp:') ? value : `whatsapp:${value}`);

export class TwilioMessagingProvider implements MessagingProvider {
  readonly name = 'twilio' as const;
  readonly whatsappAvailable: boolean;
  private readonly url: string;
  private readonly authorization: string;

  constructor(
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    const sid = config.TWILIO_ACCOUNT_SID ?? '';
    const base = config.TWILIO_API_BASE.replace(/\/$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64')}`;
    this.whatsappAvailable = Boolean(config.TWILIO_WHATSAPP_FROM);
  }

  /** Where Twilio reports delivery (sent, delivered, failed...): PUBLIC_URL + the status webhook's path. */
  get statusCallback(): string {
    return `${this.config.publicUrl}${TWILIO_STATUS_WEBHOOK_PATH}`;
  }

  /** The form Twilio expects; WhatsApp needs a WhatsApp sender, otherwise the message goes by SMS. */
  buildForm(message: ProviderMessage): { form: URLSearchParams; channel: 'sms' | 'whatsapp' } {
    const c = this.config;
    const form = new URLSearchParams();
    const useWhatsapp = message.channel === 'whatsapp' && Boolean(c.TWILIO_WHATSAPP_FROM);
    if (useWhatsapp) {
      form.set('To', whatsappAddress(message.to));
      form.set('From', whatsappAddress(c.TWILIO_WHATSAPP_FROM ?? ''));
      // Outside the 24-hour session WhatsApp takes only an approved template (the delivery policy chose it).
      if (message.contentSid) {
        form.set('ContentSid', message.contentSid);
        form.set('ContentVariables', JSON.stringify(message.templateVariables ?? {}));
      } else {
        form.set('Body', message.body);
      }
      form.set('StatusCallback', this.statusCallback);
      return { form, channel: 'whatsapp' };
    }
    form.set('To', message.to);
    if (c.TWILIO_MESSAGING_SERVICE_SID) form.set('MessagingServiceSid', c.TWILIO_MESSAGING_SERVICE_SID);
    else form.set('From', c.TWILIO_SMS_FROM ?? '');
    form.set('Body', message.body);
    form.set('StatusCallback', this.statusCallback);
    return { form, channel: 'sms' };
  }

  async send(message: ProviderMessage, signal: AbortSignal): Promise<SendResult> {
    const { form, channel } = this.buildForm(message);
    if (channel !== message.channel) {
      this.log.warn({ purpose: message.purpose }, 'twilio: no WhatsApp sender configured, sending by SMS');
    }
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal,
      });
    } catch (err) {
      const timedOut = signal.aborted;
      throw new MessagingError(
        timedOut ? 'Twilio did not answer in time' : `Twilio unreachable: ${(err as Error).message}`,
        true,
        timedOut,
      );
    }
    const text = await res.text();
    let json: (TwilioMessage & TwilioError) | null = null;
    try {
      json = text ? (JSON.parse(text) as TwilioMessage & TwilioError) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const detail = json?.message ?? (text.slice(0, 200) || res.statusText);
      // 429 and 5xx are Twilio's side or our pace: worth retrying. 4xx (bad number, bad credentials) are not.
      const retryable = res.status === 429 || res.status >= 500;
      throw new MessagingError(
        `Twilio ${res.status}${json?.code ? ` (error ${json.code})` : ''}: ${detail}`,
        retryable,
      );
    }
    if (!json?.sid) throw new MessagingError('Twilio answered without a message sid', true);
    if (json.status === 'failed' || json.status === 'undelivered' || json.error_code) {
      throw new MessagingError(
        `Twilio refused the message (error ${json.error_code ?? 'unknown'}): ${json.error_message ?? json.status}`,
        false,
      );
    }
    return { providerMessageId: json.sid, channel, ...(json.status ? { status: json.status } : {}) };
  }

  /**
   * Twilio's media URL (.../Accounts/{AccountSid}/Messages/{MessageSid}/Media/{MediaSid}) with HTTP Basic auth, the
   * account SID and auth token, as Twilio requires for every media URL; it may redirect to a signed short-lived
   * address, which fetch follows without the credentials (a redirect to another origin drops Authorization).
   * Only URLs under our own account on the API base are fetched: the webhook is signed, but a URL elsewhere is
   * never ours to read with these credentials.
   */
  async fetchMedia(url: string, maxBytes: number, signal: AbortSignal): Promise<InboundMedia | 'too-large'> {
    const base = new URL(this.config.TWILIO_API_BASE);
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new MessagingError('Twilio media URL is not a URL', false);
    }
    const accountPath = `/2010-04-01/Accounts/${encodeURIComponent(this.config.TWILIO_ACCOUNT_SID ?? '')}/`;
    if (target.origin !== base.origin || !target.pathname.startsWith(accountPath)) {
      throw new MessagingError('Twilio media URL is not under this account', false);
    }
    let res: Response;
    try {
      res = await fetch(target, { headers: { authorization: this.authorization }, signal });
    } catch (err) {
      throw new MessagingError(`Twilio media unreachable: ${(err as Error).message}`, true, signal.aborted);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new MessagingError(`Twilio media ${res.status}`, res.status === 429 || res.status >= 500);
    }
    const bytes = await readCapped(res, maxBytes);
    if (bytes === 'too-large') return bytes;
    return { bytes, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }
}
