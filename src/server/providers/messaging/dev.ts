// The embedded messaging provider: nothing leaves the machine; each message lands in dev_outbox and the log.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { devOutbox } from '../../db/schema.js';
import type { MessagingProvider, ProviderMessage, SendResult } from './index.js';

/**
 * Kinds whose text names a workplace's street address and the household's number (decision 0335): the outbox keeps
 * them for the developer phone, the log does not, so no log file ever holds an address.
 */
const BODY_NOT_LOGGED = new Set(['safety_check_in', 'safety_alert']);

export class DevMessagingProvider implements MessagingProvider {
  readonly name = 'dev' as const;
  readonly whatsappAvailable = true;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: ProviderMessage): Promise<SendResult> {
    const [row] = await this.database.db
      .insert(devOutbox)
      .values({
        to: message.to,
        channel: message.channel,
        body: message.body,
        purpose: message.purpose,
        buttons: message.buttons ?? null,
      })
      .returning({ id: devOutbox.id });
    // The spec: in development the one-time code is displayed and logged.
    this.log.info(
      {
        to: message.to,
        channel: message.channel,
        purpose: message.purpose,
        ...(BODY_NOT_LOGGED.has(message.purpose) ? {} : { body: message.body }),
      },
      'dev messaging: message stored in dev_outbox',
    );
    return { providerMessageId: `dev-${row?.id ?? 0}`, channel: message.channel, status: 'sent' };
  }
}
