import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind once migrations ran', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-origin request refused');
  });

  describe('GET /api/ready', () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

    it('answers ready once every migration is applied', async () => {
      const res = await ready();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 503 while the process shuts down, so the load balancer stops sending it requests', async () => {
      t.app.ctx.lifecycle.shuttingDown = true;
      try {
        const res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
        // Liveness is a different question: the process still answers.
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        t.app.ctx.lifecycle.shuttingDown = false;
      }
    });

    it('answers 503 when the database lacks a migration this build ships', async () => {
      const [last] = await t.database.query<{ id: number; created_at: string }>(
        'SELECT id, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      );
      await t.database.query(
        'UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE id = $1',
        [last?.id],
      );
      try {
        const res = await ready();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
      } finally {
        await t.database.query('UPDATE drizzle.__drizzle_migrations SET created_at = $2 WHERE id = $1', [
          last?.id,
          last?.created_at,
        ]);
      }
      expect((await ready()).statusCode).toBe(200);
    });
  });
});
