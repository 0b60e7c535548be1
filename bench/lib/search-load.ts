// The load generator of the search and jobs benchmarks (bench/search.ts, bench/jobs.ts run it in a child process):
// the same queries over HTTP or as the endpoint's SQL script straight at the database, warmed up, then timed.
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { ADVANCED_FILTER_KEYS } from '../../src/shared/schemas/advanced-filters.js';
import type { NearbyJobsQuery } from '../../src/shared/schemas/job-posts.js';
import type { WorkerSearchQuery } from '../../src/shared/schemas/search.js';

/** Which endpoint is measured: Find Workers' search, or Jobs Near Me. */
export type LoadTarget = 'search' | 'jobs';
type Query = WorkerSearchQuery | NearbyJobsQuery;

export interface LoadJob {
  side: 'http' | 'db';
  /** 'search' unless set. */
  target?: LoadTarget;
  searches: Query[];
  warmup: number;
  concurrency: number;
  base?: string;
  cookie?: string;
  /** The keyed hash of the bench user's session id, for the SQL side's session check. */
  sessionIdHash?: string;
  databaseUrl?: string;
  /** The HTTP side's Accept-Encoding; PHONE_ACCEPT_ENCODING unless set, '' for none. */
  acceptEncoding?: string;
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

/**
 * What a phone's browser offers (Chrome on Android): the API's JSON answers of 1 KB or more go compressed (decision
 * 0251), so the server's compression and the client's decompression are part of each request, as in use.
 */
export const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br';

/** The answer's body as text, decompressed as its Content-Encoding says. */
function decodeBody(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding && encoding !== 'identity') throw new Error(`unexpected content-encoding ${encoding}`);
  return body.toString('utf8');
}

const searchUrl = (base: string, q: WorkerSearchQuery) => {
  const qs = new URLSearchParams({
    lat: String(q.lat),
    lng: String(q.lng),
    radius: String(q.radius),
    sort: q.sort,
  });
  if (q.skill) qs.set('skill', q.skill);
  if (q.verifiedOnly) qs.set('verifiedOnly', 'true');
  for (const key of ADVANCED_FILTER_KEYS) {
    const value = q[key];
    if (value !== undefined && value !== false) qs.set(key, String(value));
  }
  return `${base}/api/workers/search?${qs}`;
};

const jobsUrl = (base: string, q: NearbyJobsQuery) => {
  const qs = new URLSearchParams({ lat: String(q.lat), lng: String(q.lng), radius: String(q.radius) });
  if (q.skill) qs.set('skill', q.skill);
  return `${base}/api/jobs/nearby?${qs}`;
};

const toUrl = (job: LoadJob, q: Query) =>
  job.target === 'jobs'
    ? jobsUrl(job.base!, q as NearbyJobsQuery)
    : searchUrl(job.base!, q as WorkerSearchQuery);

/** Runs `one` over the list at `concurrency` in flight; latencies in ms. */
async function run(
  list: Query[],
  concurrency: number,
  one: (q: Query) => Promise<void>,
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
  one: (q: Query, count: (n: number) => void) => Promise<void>,
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
  const acceptEncoding = job.acceptEncoding ?? PHONE_ACCEPT_ENCODING;
  const headers = { cookie: job.cookie!, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  try {
    return await load(job, (q, count) => {
      return new Promise<void>((resolve, reject) => {
        const req = http.get(toUrl(job, q), { agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const body = decodeBody(Buffer.concat(chunks), res.headers['content-encoding']);
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
 * settings, the session check and the query that reads nothing unless the session is live.
 */
export async function sqlSide(job: LoadJob, script: (text: string) => Promise<unknown>): Promise<LoadResult> {
  // Loaded here, not at the top: the HTTP side's child has no need of the server's modules.
  if (job.target === 'jobs') {
    const { sessionNearbyScript } = await import('../../src/server/features/job-posts/index.js');
    return load(job, async (q) => {
      await script(sessionNearbyScript(job.sessionIdHash!, q as NearbyJobsQuery));
    });
  }
  const { sessionSearchScript } = await import('../../src/server/features/search/index.js');
  return load(job, async (q) => {
    await script(sessionSearchScript(job.sessionIdHash!, q as WorkerSearchQuery));
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
