// buildApp(config, database) -> a Fastify instance with every feature registered. main.ts and the tests build it.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { WORKER_PROFILE_PATH } from '../shared/page-paths.js';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '../shared/text.js';
import { JOB_DEFINITIONS, SCHEDULES } from './background-jobs.js';
import { BLOCK_WITHDRAWALS } from './block-withdrawals.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { adminRoutes } from './features/admin/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { avatarRoutes } from './features/avatars/routes.js';
import { bookingRoutes } from './features/bookings/routes.js';
import { devPhoneRoutes } from './features/dev-phone/routes.js';
import { earningsRoutes } from './features/earnings/routes.js';
import { employerRoutes } from './features/employer/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { hiresRoutes } from './features/hires/routes.js';
import { householdRoutes } from './features/household/routes.js';
import { jobPostRoutes } from './features/job-posts/routes.js';
import { meRoutes } from './features/me/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import type { PaymentTypes } from './features/payments/index.js';
import { paymentRoutes } from './features/payments/routes.js';
import { sandboxCheckoutRoutes } from './features/payments/sandbox-routes.js';
import { payoutRoutes } from './features/payouts/routes.js';
import { loadGazetteer } from './features/places/index.js';
import { nearestPlaceRoutes } from './features/places/nearest-routes.js';
import { placesRoutes } from './features/places/routes.js';
import { promoRoutes } from './features/promo/routes.js';
import { replyRoutes } from './features/replies/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { reviewRequestRoutes } from './features/review-requests/routes.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { safetyRoutes } from './features/safety/routes.js';
import { savedWorkerRoutes } from './features/saved/routes.js';
import { profilePhotoForViewer, searchRoutes } from './features/search/index.js';
import { translationSuggestionRoutes } from './features/translation-suggestions/index.js';
import { trustRoutes } from './features/trust/routes.js';
import { uploadRoutes } from './features/uploads/routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { visitPaymentRoutes } from './features/visit-payments/index.js';
import { workerRegistrationRoutes } from './features/workers/registration-routes.js';
import type { JobDefinition, ScheduleDefinition } from './jobs/define.js';
import { JobRunner } from './jobs/runner.js';
import { randomToken } from './lib/crypto.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';
import { ERROR_TEXTS } from './lib/error-texts.js';
import { HttpError, unauthorized } from './lib/http-error.js';
import { registerJsonBodyParser } from './lib/json-body.js';
import { trustProxyExposureWarning } from './lib/trust-proxy-exposure.js';
import { apiDocsRoutes, registerApiContract } from './ops/api-docs.js';
import { registerJsonCompression } from './ops/compress-json.js';
import {
  inlineScriptHashes,
  LOG_REDACT_PATHS,
  securityHeaders,
  serializeError,
  serializeRequest,
} from './ops/http-security.js';
import { countProviderCalls, createMetrics, registerMetrics } from './ops/metrics.js';
import { opsRoutes } from './ops/routes.js';
import { PAYMENT_TYPES } from './payment-types.js';
import { requestLanguage, translateSharedMessage } from './platform/i18n/index.js';
import { createImageGate } from './platform/images/index.js';
import { messagingPlugin, ReplyRegistry } from './platform/messaging/index.js';
import { findSessionUser, keepSessionAlive, readSessionCookie } from './platform/sessions/index.js';
import { createMessagingProvider } from './providers/messaging/create.js';
import { createPaymentProvider } from './providers/payments/create.js';
import { createTransferProvider } from './providers/payments/transfers-create.js';
import { createPlacesProvider } from './providers/places/create.js';
import { createStorage } from './providers/storage/create.js';
import { publicFilesRoutes } from './providers/storage/routes.js';
import { registerStaticSite } from './static-site.js';

export interface BuildOptions {
  /** Where the built client lives; the API runs without it (tests). */
  clientDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check what is logged). */
  logStream?: NodeJS.WritableStream;
  /** What the API charges for and what each payment grants; PAYMENT_TYPES unless a test adds its own. */
  paymentTypes?: PaymentTypes;
  /** The background jobs and schedules the runner knows; the app's table (background-jobs.ts) unless a test's. */
  jobs?: readonly JobDefinition[];
  schedules?: readonly ScheduleDefinition[];
  /** The job runner's clock (which jobs and scheduled slots are due): a fixed one in tests. */
  now?: () => Date;
  /** Sees every route as it is added, before any other hook (`npm run routes` records who declared it). */
  onRoute?: (route: RouteOptions) => void;
}

/** A caller's X-Request-Id is kept only when it is short and plain, so it cannot forge log lines. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Our own request ids: a random prefix per process and a counter, unique across restarts and instances without
 * drawing random bytes for every request.
 */
function requestIdSource(): () => string {
  const prefix = randomToken(6).replace(/[^A-Za-z0-9]/g, 'x');
  let counter = 0;
  return () => `${prefix}.${(++counter).toString(36)}`;
}

/**
 * Fastify 5.12 ignores a bare hop count (it cannot tell the proxy from a direct client), so the count becomes a
 * function: the nearest N hops are the proxies. That assumes the app is reachable only through them (decision 0130).
 */
function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

export async function buildApp(
  config: Config,
  database: Database,
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const nextRequestId = requestIdSource();
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Bodies are never logged; urls are masked (review tokens, private files) by serializeRequest.
            serializers: { req: serializeRequest, err: serializeError },
            redact: {
              paths: LOG_REDACT_PATHS,
              censor: '[redacted]',
            },
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // JSON bodies have their own, smaller limit (lib/json-body.ts); uploads go through multipart with per-file limits.
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : nextRequestId();
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  const proxyWarning = trustProxyExposureWarning(config);
  if (proxyWarning) app.log.warn(proxyWarning);

  const metrics = createMetrics(database);
  const messaging = countProviderCalls(
    createMessagingProvider(config, database, app.log),
    'messaging',
    metrics.providerCalls,
  );
  const storage = createStorage(config);
  const jobs = new JobRunner({
    jobs: opts.jobs ?? JOB_DEFINITIONS,
    schedules: opts.schedules ?? SCHEDULES,
    context: { database, config, storage, messaging, log: app.log },
    pollMs: config.JOB_POLL_MS,
    ...(opts.now ? { now: opts.now } : {}),
  });
  app.decorate('ctx', {
    config,
    database,
    jobs,
    messaging,
    places: countProviderCalls(
      createPlacesProvider(config, loadGazetteer().places),
      'places',
      metrics.providerCalls,
    ),
    storage,
    images: createImageGate(config),
    payments: countProviderCalls(createPaymentProvider(config, database), 'payments', metrics.providerCalls),
    transfers: countProviderCalls(
      createTransferProvider(config, database),
      'transfers',
      metrics.providerCalls,
    ),
    paymentTypes: opts.paymentTypes ?? PAYMENT_TYPES,
    blockWithdrawals: BLOCK_WITHDRAWALS,
    lifecycle: { shuttingDown: false },
    replies: new ReplyRegistry(),
    now: opts.now ?? (() => new Date()),
  });
  app.decorateRequest('user', null);

  // The hooks every request runs are synchronous (a callback, no promise per request) unless they must wait.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerMetrics(app, metrics, config.METRICS_TOKEN);
  registerJsonCompression(app);

  // Built once: @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) on every request (decision 0083).
  const applySecurityHeaders = securityHeaders(config, inlineScriptHashes(opts.clientDir));
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, done);
  });
  await app.register(fastifyCookie);

  // Cookies ride along on cross-site requests; refuse state changes that a browser says came from elsewhere.
  const crossOrigin = () => new HttpError(403, ERROR_TEXTS.crossOrigin);
  const publicHost = new URL(config.publicUrl).host;
  app.addHook('onRequest', (request, _reply, done) => {
    const { method } = request;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
    if (request.url.startsWith('/api/payments/webhook')) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return done(crossOrigin());
    if (origin && origin !== 'null') {
      // request.host reads X-Forwarded-Host only when TRUST_PROXY trusts the hop that sent it.
      const host = request.host;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        return done(crossOrigin());
      }
      if (originHost !== host && originHost !== publicHost) return done(crossOrigin());
    } else if (origin === 'null') {
      return done(crossOrigin());
    }
    done();
  });

  const signedOut = () => unauthorized('Unauthorized');
  const lookUpSession = async (request: FastifyRequest, rawId: string) => {
    const found = await findSessionUser(database, config, rawId);
    if (found) {
      request.user = found.user;
      await keepSessionAlive(database.db, found);
    }
  };
  // A promise only when there is a session to look up (not for pages, not for routes that check it themselves).
  // Authentication first: an /api route needs a session unless it is PUBLIC_ROUTE, and a caller without one is
  // refused here, before the body is parsed or validated (decision 0282).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // API answers may carry personal data: nothing may cache them unless a public route opts in with its own header.
    reply.header('cache-control', 'no-store');
    const route = request.routeOptions;
    const needsSession = route.url !== undefined && route.config.public !== true;
    const rawId = readSessionCookie(request);
    if (!rawId) return done(needsSession ? signedOut() : undefined);
    // The hottest routes check the session in their own round trip: a stale cookie is refused there.
    if (route.config.sessionLookup === 'route') return done();
    lookUpSession(request, rawId).then(
      () => done(needsSession && !request.user ? signedOut() : undefined),
      done,
    );
  });

  // One rule for every route: a control character in any text the client sends is a 400 (NUL gave 500s).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of ['body', 'query', 'params'] as const) {
      const field = findControlCharacters(request[part]);
      if (field !== null) {
        return done(
          new HttpError(400, CONTROL_CHARACTERS_MESSAGE, { code: 'validation', field: field || part }),
        );
      }
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      // Every refusal a person reads (400, 402, 404, 429, a 502 from the code's provider...) in their language
      // when it is a shared message; any other text goes as it is.
      const message = translateSharedMessage(error.message, requestLanguage(request));
      return reply.status(error.statusCode).send({ message, ...error.extra });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = translateSharedMessage(first?.message ?? 'Invalid request', requestLanguage(request));
      return reply.status(400).send({ message, code: 'validation', ...(field ? { field } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({
          message: translateSharedMessage(ERROR_TEXTS.unavailable, requestLanguage(request)),
          code: 'db_unavailable',
        });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message = translateSharedMessage(error.message, requestLanguage(request));
      return reply.status(status).send({ message, ...(code ? { code } : {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal' });
  });

  // Before any route: every /api route must declare its answers, and the OpenAPI document lists them all.
  await registerApiContract(app, config.publicUrl);
  await app.register(apiDocsRoutes, { prefix: '/api' });

  // Feature plugins, one per domain (each registers its own routes; their jobs are background-jobs.ts). A plugin whose
  // paths all share a prefix is mounted on it; the others (their paths are a contract) on /api. `npm run routes` lists
  // every route with the file that declares it.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(avatarRoutes, { prefix: '/api/avatars' });
  await app.register(messagingPlugin, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(placesRoutes, { prefix: '/api' });
  await app.register(nearestPlaceRoutes, { prefix: '/api/places' });
  await app.register(savedWorkerRoutes, { prefix: '/api/saved-workers' });
  await app.register(meRoutes, { prefix: '/api/me' });
  await app.register(payoutRoutes, { prefix: '/api/me' });
  await app.register(earningsRoutes, { prefix: '/api/me' });
  await app.register(publicFilesRoutes, { prefix: '/files' });
  await app.register(uploadRoutes, { prefix: '/api/upload' });
  await app.register(workerRegistrationRoutes, { prefix: '/api/workers' });
  await app.register(promoRoutes, { prefix: '/api/promo-codes' });
  await app.register(paymentRoutes, { prefix: '/api/payments' });
  await app.register(sandboxCheckoutRoutes);
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(reviewRequestRoutes, { prefix: '/api/review-requests' });
  await app.register(hiresRoutes, { prefix: '/api/hires' });
  await app.register(bookingRoutes, { prefix: '/api' });
  await app.register(visitPaymentRoutes, { prefix: '/api' });
  await app.register(householdRoutes, { prefix: '/api' });
  await app.register(jobPostRoutes, { prefix: '/api' });
  await app.register(employerRoutes, { prefix: '/api/employer' });
  await app.register(trustRoutes, { prefix: '/api' });
  await app.register(safetyRoutes, { prefix: '/api' });
  await app.register(opsRoutes, { prefix: '/api/ops' });
  await app.register(verificationRoutes, { prefix: '/api/verification' });
  await app.register(replyRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(devPhoneRoutes, { prefix: '/api/dev/phone' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(translationSuggestionRoutes, { prefix: '/api/translation-suggestions' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  // end of feature plugins

  if (opts.clientDir && fs.existsSync(path.join(opts.clientDir, 'index.html'))) {
    await registerStaticSite(app, opts.clientDir, {
      publicUrl: config.publicUrl,
      // A profile opened straight from a link: its photo, as this signed-in visitor may see it, is preloaded with
      // the page (decision 0258). No session, no photo: the page asks them to sign in first.
      pageImage: async (request, pathname) => {
        const workerId = WORKER_PROFILE_PATH.exec(pathname)?.[1];
        const rawId = workerId ? readSessionCookie(request) : undefined;
        if (!workerId || !rawId) return null;
        const found = await findSessionUser(database, config, rawId);
        return found ? profilePhotoForViewer(database.db, workerId, found.user.id) : null;
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: translateSharedMessage(ERROR_TEXTS.notFound, requestLanguage(request)) }),
    );
  }

  // Each schedule's next slot is queued before the app serves (idempotent: a dedupe key per slot).
  app.addHook('onReady', async () => {
    await jobs.queueSchedules();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  return app;
}
