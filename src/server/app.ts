// buildApp(config, database) -> a Fastify instance with every feature registered. main.ts and the tests build it.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { findSessionUser, readSessionCookie } from './features/auth/session.js';
import { healthRoutes } from './features/health/routes.js';
import { JobRunner } from './jobs/runner.js';
import { randomToken } from './lib/crypto.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';
import { HttpError } from './lib/http-error.js';

export interface BuildOptions {
  /** Where the built client lives; the API runs without it (tests). */
  clientDir?: string | null;
  logger?: boolean;
}

export async function buildApp(
  config: Config,
  database: Database,
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomToken(9),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = new JobRunner(database, app.log, config.JOB_POLL_MS);
  app.decorate('ctx', { config, database, jobs });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionRawId', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);

  // Cookies ride along on cross-site requests; refuse state changes that a browser says came from elsewhere.
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    if (request.url.startsWith('/api/payments/webhook')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new HttpError(403, 'Cross-origin request refused');
    if (origin && origin !== 'null') {
      const host = request.headers['x-forwarded-host'] ?? request.headers.host;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new HttpError(403, 'Cross-origin request refused');
      }
      const allowed = new Set([host, new URL(config.publicUrl).host]);
      if (!allowed.has(originHost)) throw new HttpError(403, 'Cross-origin request refused');
    } else if (origin === 'null') {
      throw new HttpError(403, 'Cross-origin request refused');
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const rawId = readSessionCookie(request);
    if (!rawId) return;
    const found = await findSessionUser(database.db, config, rawId);
    if (found) {
      request.user = found.user;
      request.sessionRawId = rawId;
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ message, code: 'validation', ...(field ? { field } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'db_unavailable',
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      return reply.status(status).send({ message: error.message, ...(code ? { code } : {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
  });

  // Feature plugins, one per domain (each registers its own routes and job handlers).
  await app.register(healthRoutes, { prefix: '/api' });
  // end of feature plugins

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !opts.clientDir) {
      return reply.status(404).send({ message: 'Not found' });
    }
    // Every other GET is a client route: the SPA decides, including its '404 Page Not Found' screen.
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });

  if (opts.clientDir && fs.existsSync(path.join(opts.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; HTML must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
    app.get('/', (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }

  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  return app;
}
