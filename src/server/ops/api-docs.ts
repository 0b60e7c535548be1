// The API's published contract: GET /api/openapi.json (OpenAPI 3.1, generated from the routes' zod schemas by
// @fastify/swagger) and GET /api/docs, a plain HTML reference built from the same document (decision 0120).
// Open outside production; in production only to signed-in admins.

import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireAdmin } from '../context.js';
import { API_PREFIX, enforceApiContract } from '../lib/api-contract.js';
import { PUBLIC_ROUTE } from '../lib/route-access.js';
import { SESSION_COOKIE } from '../platform/sessions/index.js';
import { type ApiDocument, renderApiReference } from './api-reference.js';

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const htmlPage = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };

/**
 * Installs the contract check and the document generator; call before any feature registers a route, so every
 * route is checked and listed.
 */
export async function registerApiContract(app: FastifyInstance, publicUrl: string): Promise<void> {
  enforceApiContract(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Work Local API',
        version: '1',
        description:
          'The JSON API behind Work Local. Signed-in routes read the session cookie that POST /api/auth/verify-otp ' +
          `sets (${SESSION_COOKIE}); state-changing requests from another site are refused. Every 4xx answer is ` +
          '{message, code?, field?} with route-specific extras.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    // The API only: the sandbox gateway's checkout pages stand in for a payment provider's site.
    transform: (route) =>
      route.url.startsWith(API_PREFIX)
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
    transformObject: jsonSchemaTransformObject,
  });
}

export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const guard = (request: FastifyRequest) => {
    if (config.isProduction) requireAdmin(request);
  };
  let page: string | null = null;
  // In production only admins read it: signed out is refused with every other signed-in route's 401.
  const access = config.isProduction ? {} : PUBLIC_ROUTE;

  app.get(
    '/openapi.json',
    { config: access, schema: { response: { 200: openApiDocumentSchema } } },
    async (request, reply) => {
      guard(request);
      reply.header('cache-control', 'no-store');
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );

  app.get('/docs', { config: access, schema: { response: { 200: htmlPage } } }, async (request, reply) => {
    guard(request);
    page ??= renderApiReference(app.swagger() as unknown as ApiDocument);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
