// What every feature plugin gets: configuration, the database, the job runner and the providers.
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { SessionUser } from './features/auth/session.js';
import type { JobRunner } from './jobs/runner.js';
import { forbidden, unauthorized } from './lib/http-error.js';
import type { MessagingProvider } from './providers/messaging/index.js';
import type { PaymentProvider } from './providers/payments/index.js';
import type { PlacesProvider } from './providers/places/index.js';
import type { FileStorage } from './providers/storage/index.js';

export interface AppContext {
  config: Config;
  database: Database;
  jobs: JobRunner;
  messaging: MessagingProvider;
  places: PlacesProvider;
  storage: FileStorage;
  payments: PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /**
     * 'route': the app's onRequest hook leaves the session to the route, which checks it in the same round trip
     * as its own query; request.user stays null there.
     */
    sessionLookup?: 'route';
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** Raw session id from the cookie when the session is live. */
    sessionRawId: string | null;
  }
}

/** The signed-in user, or a 401 that the client's error semantics understand ('401: Unauthorized'). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('Unauthorized');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Admins only');
  return user;
}
