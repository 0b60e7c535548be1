// The messaging provider interface (SMS and WhatsApp); create.ts picks an implementation from the configuration.

export interface ProviderMessage {
  /** E.164 */
  to: string;
  channel: 'sms' | 'whatsapp';
  body: string;
  purpose: string;
  /** Values for a WhatsApp template (business-initiated WhatsApp needs an approved template). */
  templateVariables?: Record<string, string> | undefined;
}

export interface SendResult {
  /** The provider's id for the message (Twilio's SM.../MM... sid). */
  providerMessageId: string | null;
  /** The channel actually used (WhatsApp falls back to SMS when no WhatsApp sender is configured). */
  channel: 'sms' | 'whatsapp';
}

export interface MessagingProvider {
  readonly name: 'dev' | 'twilio';
  send(message: ProviderMessage, signal: AbortSignal): Promise<SendResult>;
}

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
