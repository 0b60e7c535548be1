// Prometheus metrics (prom-client) at GET /metrics, for the operator only: refused without METRICS_TOKEN as a bearer
// token, and absent (404) when no token is configured. One registry per app, so tests can build many apps.
import { timingSafeEqual } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';

export interface AppMetrics {
  registry: Registry;
  providerCalls: Counter<'kind' | 'provider' | 'outcome'>;
}

export function createMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  // Includes nodejs_eventloop_lag_seconds (and its percentiles), heap, GC and handles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const providerCalls = new Counter({
    name: 'provider_calls_total',
    help: 'Calls to external providers (messaging, payments, places) by provider and outcome (ok or failed)',
    labelNames: ['kind', 'provider', 'outcome'] as const,
    registers: [registry],
  });

  // The queue is read at scrape time, one query, so a scrape costs nothing between scrapes.
  let jobsSnapshot: Promise<{ depth: number; oldest: number }> | null = null;
  const readJobs = () => {
    jobsSnapshot ??= database.db
      .select({
        depth: count(),
        oldest:
          sql`coalesce(extract(epoch FROM now() - min(${jobs.runAt}) FILTER (WHERE ${jobs.runAt} <= now())), 0)`.mapWith(
            Number,
          ),
      })
      .from(jobs)
      .where(eq(jobs.status, 'pending'))
      .then(([row]) => ({ depth: row?.depth ?? 0, oldest: row?.oldest ?? 0 }))
      .finally(() => {
        setImmediate(() => {
          jobsSnapshot = null;
        });
      });
    return jobsSnapshot;
  };
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Durable jobs waiting to run (pending, due or not)',
    registers: [registry],
    async collect() {
      this.set((await readJobs()).depth);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due pending job has been waiting (0 when none is due)',
    registers: [registry],
    async collect() {
      this.set((await readJobs()).oldest);
    },
  });

  const pool = database.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('db_pool_connections', 'Open PostgreSQL connections in this process', () => pool.totalCount);
    poolGauge(
      'db_pool_idle_connections',
      'Idle PostgreSQL connections in this process',
      () => pool.idleCount,
    );
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a pooled connection', () => pool.waitingCount);
  }
  return { registry, providerCalls };
}

/**
 * Wraps a provider so each call of one of its methods counts as ok or failed under its name. The methods run with
 * the provider itself as `this`, so classes with private state keep working.
 */
export function countProviderCalls<T extends { readonly name: string }>(
  provider: T,
  kind: string,
  counter: AppMetrics['providerCalls'],
): T {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'constructor') return value;
      return (...args: unknown[]) => {
        const labels = { kind, provider: target.name };
        let result: unknown;
        try {
          result = Reflect.apply(value, target, args);
        } catch (err) {
          counter.inc({ ...labels, outcome: 'failed' });
          throw err;
        }
        if (result instanceof Promise) {
          return result.then(
            (v) => {
              counter.inc({ ...labels, outcome: 'ok' });
              return v;
            },
            (err) => {
              counter.inc({ ...labels, outcome: 'failed' });
              throw err;
            },
          );
        }
        counter.inc({ ...labels, outcome: 'ok' });
        return result;
      };
    },
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by its route pattern (never the raw url: ids would explode the label set). Each label set's
 * child is kept, so a request adds to its buckets without prom-client hashing the labels again; a synchronous hook,
 * no promise per request.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  const histogram = metrics.registry.getSingleMetric('http_request_duration_seconds') as Histogram<
    'method' | 'route' | 'status_code'
  >;
  // Bounded by the routes, methods and status codes there are ('unmatched' stands for any unknown url).
  const children = new Map<string, { observe: (seconds: number) => void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = histogram.labels({ method: request.method, route, status_code: String(reply.statusCode) });
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    }
    done();
  });
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const given = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
