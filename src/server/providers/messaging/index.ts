// The messaging provider interface (SMS and WhatsApp); create.ts picks an implementation from the configuration.

/** Twilio's webhooks, under PUBLIC_URL: the signature covers the full URL, so a proxy must not rewrite these paths. */
export const TWILIO_INBOUND_WEBHOOK_PATH = '/api/webhooks/twilio/messages';
export const TWILIO_STATUS_WEBHOOK_PATH = '/api/webhooks/twilio/status';

export interface ProviderMessage {
  /** E.164 */
  to: string;
  channel: 'sms' | 'whatsapp';
  body: string;
  purpose: string;
  /** Values for a WhatsApp template (business-initiated WhatsApp needs an approved template). */
  templateVariables?: Record<string, string> | undefined;
  /** The approved WhatsApp content template to send instead of the body (Twilio Content API, HX...). */
  contentSid?: string | undefined;
  /** The template's quick-reply buttons, resolved (the dev provider shows them; Twilio has them in the template). */
  buttons?: { title: string; payload: string }[] | undefined;
}

export interface SendResult {
  /** The provider's id for the message (Twilio's SM.../MM... sid). */
  providerMessageId: string | null;
  /** The channel actually used (WhatsApp falls back to SMS when no WhatsApp sender is configured). */
  channel: 'sms' | 'whatsapp';
  /** The provider's first status ('queued', 'accepted'...), when it says one. */
  status?: string;
}

export interface MessagingProvider {
  readonly name: 'dev' | 'twilio';
  /** Whether WhatsApp can be sent at all (Twilio needs a WhatsApp sender). */
  readonly whatsappAvailable: boolean;
  send(message: ProviderMessage, signal: AbortSignal): Promise<SendResult>;
  /**
   * The bytes of a file someone sent us (an inbound message's MediaUrl0), read up to `maxBytes`: 'too-large' past
   * that, so an oversized file is never held whole. Throws MessagingError when the URL is not the provider's or the
   * fetch fails.
   */
  fetchMedia(url: string, maxBytes: number, signal: AbortSignal): Promise<InboundMedia | 'too-large'>;
}

export interface InboundMedia {
  bytes: Buffer;
  /** What the provider said it is; the bytes decide (a sender names any type). */
  contentType: string;
}

/** Where the developer phone's voice notes are kept (private store) and the media URL it signs for them. */
export const DEV_MEDIA_PREFIX = 'dev-phone-media/';
export const DEV_MEDIA_PATH = '/api/dev/phone/media/';

/** A failed send; `retryable` is false when trying again cannot help (a number the provider rejects). */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}
