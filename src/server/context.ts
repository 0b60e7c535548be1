// What every feature plugin gets: configuration, the database, the job runner, the providers and the table of
// payment types.
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { WithdrawOnBlock } from './domain/blocks.js';
import type { PaymentTypes } from './features/payments/index.js';
import type { JobRunner } from './jobs/runner.js';
import { ERROR_TEXTS } from './lib/error-texts.js';
import { forbidden, unauthorized } from './lib/http-error.js';
import type { ImageGate } from './platform/images/index.js';
import type { ReplyRegistry } from './platform/messaging/index.js';
import type { SessionUser } from './platform/sessions/index.js';
import type { MessagingProvider } from './providers/messaging/index.js';
import type { PaymentProvider } from './providers/payments/index.js';
import type { TransferProvider } from './providers/payments/transfers.js';
import type { PlacesProvider } from './providers/places/index.js';
import type { FileStorage } from './providers/storage/index.js';

export interface AppContext {
  config: Config;
  database: Database;
  jobs: JobRunner;
  messaging: MessagingProvider;
  places: PlacesProvider;
  storage: FileStorage;
  /** Every image decode goes through it: a megapixel limit and a bound on decodes at once in this process. */
  images: ImageGate;
  payments: PaymentProvider;
  /** Money out to workers' bank accounts (issue 34). */
  transfers: TransferProvider;
  /** Set by the process when it starts shutting down, so /api/ready turns the load balancer away first. */
  lifecycle: { shuttingDown: boolean };
  paymentTypes: PaymentTypes;
  /** What a block withdraws between the two people, feature by feature (src/server/block-withdrawals.ts). */
  blockWithdrawals: readonly WithdrawOnBlock[];
  /** The handlers of replies to our messages: features register theirs (platform/messaging/replies.ts). */
  replies: ReplyRegistry;
  /** The app's clock for rules that depend on the time of day (bookings): the job runner's, fixed in tests. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /**
     * 'route': the route handles the session itself (the search checks it in its own round trip, refresh and logout
     * read, slide or delete it), so the app's onRequest hook skips its lookup; request.user stays null there.
     */
    sessionLookup?: 'route';
    /**
     * Reachable without a session (lib/route-access.ts, PUBLIC_ROUTE). Without it an /api route answers 401 to anyone
     * signed out, before its body is parsed or validated (decision 0282).
     */
    public?: true;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The signed-in user, or a 401 that the client's error semantics understand ('401: Unauthorized'). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('Unauthorized');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(ERROR_TEXTS.adminsOnly);
  return user;
}
