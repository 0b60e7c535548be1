// The API contract's rule, enforced as routes are added: every /api route declares what its success answers look
// like (decision 0120). The OpenAPI document, the client's types and the response check all come from those schemas.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiErrorSchema } from '../../shared/schemas/common.js';

export const API_PREFIX = '/api/';

export interface ApiRoute {
  method: string;
  url: string;
  /** Reachable signed out (config.public); every other /api route needs a session (decision 0282). */
  public: boolean;
}

const routesByApp = new WeakMap<FastifyInstance, ApiRoute[]>();

const isSuccessStatus = (key: string) => /^2(\d\d|xx)$/i.test(key);
const isClientErrorStatus = (key: string) => /^4(\d\d|xx)$/i.test(key);

/**
 * Installs the check on `app` (before any route is added): an /api route without a 2xx response schema stops the
 * app from starting, naming the route. A route that declares no 4xx answer gets the shared error body, so the
 * document shows what every refusal carries.
 */
export function enforceApiContract(app: FastifyInstance): void {
  const seen: ApiRoute[] = [];
  routesByApp.set(app, seen);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    // HEAD twins of GET routes are Fastify's, with the GET's schema.
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const codes = Object.keys(response);
    if (!codes.some(isSuccessStatus)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no 2xx response schema: add schema.response (see docs/decisions/0120)`,
      );
    }
    if (!codes.some(isClientErrorStatus)) {
      route.schema = { ...route.schema, response: { ...response, '4xx': apiErrorSchema } };
    }
    const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
    for (const method of methods) seen.push({ method, url: route.url, public: isPublic });
  });
}

/** The /api routes added to `app` since enforceApiContract, HEAD twins left out. */
export function apiRoutesOf(app: FastifyInstance): readonly ApiRoute[] {
  return routesByApp.get(app) ?? [];
}
