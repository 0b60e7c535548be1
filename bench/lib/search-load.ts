// The search benchmark's load generator (bench/search.ts runs it in a child process): the same searches over HTTP
// or as the endpoint's SQL script straight at the database, warmed up, then timed.
import http from 'node:http';
import pg from 'pg';
import type { WorkerSearchQuery } from '../../src/shared/schemas/search.js';

export interface LoadJob {
  side: 'http' | 'db';
  searches: WorkerSearchQuery[];
  warmup: number;
  concurrency: number;
  base?: string;
  cookie?: string;
  /** The keyed hash of the bench user's session id, for the SQL side's session check. */
  sessionIdHash?: string;
  databaseUrl?: string;
}
export interface LoadResult {
  latencies: number[];
  seconds: number;
  totalFound: number;
  /** CPU time the load generator spent in the measured part, ms. */
  cpuMs: number;
}

export const cpuMs = (since?: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

const toUrl = (base: string, q: WorkerSearchQuery) => {
  const qs = new URLSearchParams({
    lat: String(q.lat),
    lng: String(q.lng),
    radius: String(q.radius),
    sort: q.sort,
  });
  if (q.skill) qs.set('skill', q.skill);
  if (q.verifiedOnly) qs.set('verifiedOnly', 'true');
  return `${base}/api/workers/search?${qs}`;
};

/** Runs `one` over the list at `concurrency` in flight; latencies in ms. */
async function run(
  list: WorkerSearchQuery[],
  concurrency: number,
  one: (q: WorkerSearchQuery) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const q = list[next++]!;
        const t0 = performance.now();
        await one(q);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Warms up, then measures: one side (HTTP or SQL) at a time. */
async function load(
  job: LoadJob,
  one: (q: WorkerSearchQuery, count: (n: number) => void) => Promise<void>,
): Promise<LoadResult> {
  let totalFound = 0;
  const warm = job.searches.slice(0, job.warmup);
  const measured = job.searches.slice(job.warmup);
  await run(warm, job.concurrency, (q) => one(q, () => {}));
  const cpuBefore = process.cpuUsage();
  const r = await run(measured, job.concurrency, (q) =>
    one(q, (n) => {
      totalFound += n;
    }),
  );
  return { ...r, totalFound, cpuMs: cpuMs(cpuBefore) };
}

/**
 * node:http with a keep-alive agent of `concurrency` sockets: fetch (undici) spent 0.8 ms of CPU per search in the
 * load generator against 0.3 ms for the pg client on the SQL side, which the two cores then took from the server.
 */
async function httpSide(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  try {
    return await load(job, (q, count) => {
      return new Promise<void>((resolve, reject) => {
        const req = http.get(toUrl(job.base!, q), { agent, headers: { cookie: job.cookie! } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200)
              return reject(new Error(`search answered ${res.statusCode}: ${body}`));
            count((JSON.parse(body) as { total: number }).total);
            resolve();
          });
        });
        req.on('error', reject);
      });
    });
  } finally {
    agent.destroy();
  }
}

/**
 * The SQL side runs the very script the endpoint sends for the bench's signed-in user, in one round trip: planner
 * settings, the session check and the search that reads nothing unless the session is live.
 */
export async function sqlSide(job: LoadJob, script: (text: string) => Promise<unknown>): Promise<LoadResult> {
  // Loaded here, not at the top: the HTTP side's child has no need of the server's modules.
  const { sessionSearchScript } = await import('../../src/server/features/search/index.js');
  return load(job, async (q) => {
    await script(sessionSearchScript(job.sessionIdHash!, q));
  });
}

/** One job from the parent: the HTTP side, or the SQL side through its own pool of `concurrency` connections. */
export async function runLoadJob(job: LoadJob): Promise<LoadResult> {
  if (job.side === 'http') return httpSide(job);
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.concurrency });
  try {
    return await sqlSide(job, (text) => pool.query(text));
  } finally {
    await pool.end();
  }
}
