// The embedded messaging provider: nothing leaves the machine; each message lands in dev_outbox and the log.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { devOutbox } from '../../db/schema.js';
import type { FileStorage } from '../storage/index.js';
import {
  DEV_MEDIA_PATH,
  DEV_MEDIA_PREFIX,
  type InboundMedia,
  MessagingError,
  type MessagingProvider,
  type ProviderMessage,
  type SendResult,
} from './index.js';

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
    private readonly media: { storage: FileStorage; publicUrl: string },
  ) {}

  /** The developer phone's voice notes: kept in the private store under the URL it signed (no loopback fetch). */
  async fetchMedia(url: string, maxBytes: number): Promise<InboundMedia | 'too-large'> {
    const prefix = `${this.media.publicUrl}${DEV_MEDIA_PATH}`;
    const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(name))
      throw new MessagingError('Not a developer phone media URL', false);
    const stored = await this.media.storage.get('private', `${DEV_MEDIA_PREFIX}${name}`);
    if (!stored) throw new MessagingError('Developer phone media not found', false);
    if (stored.length > maxBytes) return 'too-large';
    return { bytes: stored, contentType: 'application/octet-stream' };
  }

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
