// GET /metrics: Prometheus text for the operator only (bearer METRICS_TOKEN), with request histograms by route and
// status after traffic, the job queue, provider calls, the database pool and event-loop lag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { enqueueJob, jobKind } from '../../../src/server/jobs/define.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the bearer token, or with a wrong one', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('shows request histograms by route pattern and status, jobs, providers, pool and event-loop lag', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    await t.app.inject({ method: 'GET', url: '/api/places?q=Soweto' });
    await t.app.inject({ method: 'GET', url: '/api/workers/00000000-0000-4000-8000-000000000000' });
    await enqueueJob(
      t.db,
      jobKind('metrics.test', z.object({})),
      {},
      { runAt: new Date(Date.now() - 30_000) },
    );

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 2\n/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health"/);
    expect(text).toMatch(/route="\/api\/auth\/user",status_code="401"/);
    // The pattern, never the raw id.
    expect(text).toMatch(/route="\/api\/workers\/:id",status_code="401"/);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/provider_calls_total\{kind="places",provider="embedded",outcome="ok"\} 1\n/);
    expect(text).toMatch(/jobs_queue_depth \d+\n/);
    const oldest = Number(/jobs_oldest_due_age_seconds ([\d.]+)\n/.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(29);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds [\d.e-]+\n/);
    if (t.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections \d+\n/);
    // A scrape does not time itself.
    expect(text).not.toContain('route="/metrics"');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
