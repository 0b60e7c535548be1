// Picks the messaging provider from the configuration (kept apart from the interface, which knows no implementation).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { DevMessagingProvider } from './dev.js';
import type { MessagingProvider } from './index.js';
import { TwilioMessagingProvider } from './twilio.js';

export function createMessagingProvider(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  storage: FileStorage,
): MessagingProvider {
  if (config.MESSAGING_PROVIDER === 'twilio') return new TwilioMessagingProvider(config, log);
  return new DevMessagingProvider(database, log, { storage, publicUrl: config.publicUrl });
}
