import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { signedInUser } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { apiRoutesOf, enforceApiContract } from '../lib/api-contract.js';

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
}

/** '/api/workers/:id' as OpenAPI writes it: '/api/workers/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API contract outside production', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  });

  it('lists every route of the API with a 2xx response schema', () => {
    const routes = apiRoutesOf(t.app);
    // The app's own routes, not only a few: auth, search, hires, payments, verification, ops...
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([code]) => /^2/.test(code));
      const withSchema = success.filter(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema));
      if (withSchema.length === 0) missing.push(`${method} ${url}`);
    }
    expect(missing).toEqual([]);
  });

  it('documents no operation the app does not have', () => {
    const routes = new Set(apiRoutesOf(t.app).map((r) => `${r.method} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((op) => !routes.has(op))).toEqual([]);
  });

  it('describes the error body of every route', () => {
    const op = doc.paths['/api/hires']?.post;
    const refused = op?.responses?.['4XX']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(refused.required).toContain('message');
    expect(Object.keys(refused.properties)).toEqual(
      expect.arrayContaining(['message', 'requiresPhoneVerification', 'requiresSubscription', 'limit']),
    );
    const search = doc.paths['/api/workers/search']?.get?.responses?.['4XX'];
    expect(search?.content?.['application/json']?.schema).toMatchObject({ required: ['message'] });
  });

  it('serves a readable reference page naming every path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The app's CSP applies: the page needs no script.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toContain('<script');
    for (const path of Object.keys(doc.paths)) expect(res.body).toContain(`<code>${path}</code>`);
  });
});

describe('the API contract in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production refuses the development messaging and the sandbox checkout; nothing is sent or charged here, so
    // no Twilio or Paystack stand-in is needed.
    t = await createTestApp({
      NODE_ENV: 'production',
      MESSAGING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'unused',
      TWILIO_SMS_FROM: '+27600000000',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_unused',
    });
  });
  afterAll(() => t.close());

  it.each(['/api/openapi.json', '/api/docs'])('%s is for signed-in admins only', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await signedInUser(t.db, t.config);
    const asMember = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(asMember.statusCode).toBe(403);
    const admin = await signedInUser(t.db, t.config, { isAdmin: true });
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('the contract check', () => {
  function contractApp() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    enforceApiContract(app);
    return app;
  }

  it('refuses an /api route without a 2xx response schema, naming it', async () => {
    const app = contractApp();
    expect(() => app.get('/api/things', async () => ({ ok: true }))).toThrow(
      'GET /api/things declares no 2xx response schema',
    );
    expect(() =>
      app.post(
        '/api/things',
        { schema: { response: { 400: z.object({ message: z.string() }) } } },
        async () => ({}) as never,
      ),
    ).toThrow('POST /api/things declares no 2xx response schema');
    await app.close();
  });

  it('leaves routes outside /api alone and gives /api routes the shared error body', async () => {
    const app = contractApp();
    // The shape of app.ts's error handler: message, code and a route's extras.
    app.setErrorHandler((error: Error, _request, reply) =>
      reply.status(404).send({ message: error.message, code: 'gone', extra: 1 }),
    );
    app.get('/files/x', async () => 'a file');
    app.get(
      '/api/things/:id',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async (request) => {
        const { id } = request.params as { id: string };
        if (id === 'gone') throw new Error('Not here');
        return { id, secret: 'stripped' } as { id: string };
      },
    );
    expect(apiRoutesOf(app)).toEqual([{ method: 'GET', url: '/api/things/:id', public: false }]);
    const ok = await app.inject({ method: 'GET', url: '/api/things/a' });
    // Only declared fields leave the server.
    expect(ok.json()).toEqual({ id: 'a' });
    const gone = await app.inject({ method: 'GET', url: '/api/things/gone' });
    expect(gone.statusCode).toBe(404);
    // The error body keeps route-specific extras.
    expect(gone.json()).toEqual({ message: 'Not here', code: 'gone', extra: 1 });
    await app.close();
  });
});
