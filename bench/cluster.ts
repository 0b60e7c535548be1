// npm run bench:cluster: two app processes behind nginx (docs/deploy/nginx-work-local.conf) on PostgreSQL, a mixed
// workload (sign-in, search, profile, hire requests, uploads) for DURATION_S at CONNECTIONS concurrent clients, one
// process SIGKILLed half-way and restarted. Afterwards every acknowledged (2xx) write is looked up in the database.
// Last line: {"processes":2,"requests":N,"rps":N,"p95_ms":N,"errors_5xx":N,"lost_writes":N}
// Needs PostgreSQL (DATABASE_URL, default the local one) and Debian's nginx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/server/config.js';
import { openPostgres } from '../src/server/db/client.js';
import { createWorker, signedInUser } from '../tests/support/factories.js';
import { NGINX_BIN, startNginx } from '../tests/support/nginx.js';
import { type ServerProcess, serverEnv, startServerProcess } from '../tests/support/server-process.js';
import { freshPostgres, TEST_SECRET } from '../tests/support/test-app.js';
import { onCleanup, requireExecutable, requirePostgres, runBench } from './lib/cleanup.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const WORKERS = 200;
const EMPLOYERS = 100;
/** How long an app process may take over its graceful shutdown at the end before it is killed. */
const STOP_GRACE_MS = 15_000;

type Kind = 'sign_in' | 'search' | 'profile' | 'hire' | 'upload';
const MIX: Kind[] = [
  'search',
  'search',
  'search',
  'profile',
  'profile',
  'profile',
  'sign_in',
  'hire',
  'upload',
];

await runBench(main);

async function main(): Promise<void> {
  requireExecutable('bench:cluster', 'nginx', NGINX_BIN, 'apt-get install nginx');
  await requirePostgres('bench:cluster', ADMIN_URL);
  const fresh = await freshPostgres(ADMIN_URL);
  onCleanup(fresh.drop);
  const dirs: string[] = [];
  onCleanup(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const apps: ServerProcess[] = [];
  // apps[0] is replaced by its restart: the undo stops whichever processes are there at the end.
  onCleanup(() => Promise.all(apps.map((a) => stopWithin(a, STOP_GRACE_MS))));
  const env = (dir: string) =>
    serverEnv(dir, {
      DATABASE_URL: fresh.url,
      SECRET_KEY: TEST_SECRET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      OTP_COOLDOWN_SECONDS: '0',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      DB_POOL_MAX: '10',
    });
  const database = await openPostgres(fresh.url, { max: 4 });
  onCleanup(() => database.close());
  {
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wl-bench-cluster-${i}-`));
      dirs.push(dir);
      apps.push(await startServerProcess(env(dir)));
    }
    const nginx = await startNginx(apps.map((a) => a.port));
    onCleanup(() => nginx.stop());
    const base = nginx.url;

    // Data: listed workers around Johannesburg, and signed-in employers (one cookie per employer).
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dirs[0] as string, SECRET_KEY: TEST_SECRET });
    const workerIds: string[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const w = await createWorker(database.db, {
        latitude: -26.2 + (i % 20) * 0.01,
        longitude: 28.04 + Math.floor(i / 20) * 0.01,
      });
      workerIds.push(w.id);
    }
    const employers: string[] = [];
    for (let i = 0; i < EMPLOYERS; i++) {
      employers.push(
        (await signedInUser(database.db, config, { employerPhoneVerifiedAt: new Date() })).cookie,
      );
    }
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();

    const acknowledged = { users: [] as string[], hires: [] as string[], uploads: [] as string[] };
    const latencies: number[] = [];
    let requests = 0;
    let errors5xx = 0;
    let networkErrors = 0;
    /** Answers by kind and status ('net' for a dropped connection). */
    const byKind: Record<string, Record<string, number>> = {};
    let phoneSeq = 0;

    async function call(kind: Kind, url: string, init: RequestInit = {}): Promise<Response | null> {
      const started = performance.now();
      requests++;
      byKind[kind] ??= {};
      const tally = byKind[kind];
      const count = (status: string) => {
        tally[status] = (tally[status] ?? 0) + 1;
      };
      try {
        const res = await fetch(`${base}${url}`, init);
        latencies.push(performance.now() - started);
        if (res.status >= 500) errors5xx++;
        count(String(res.status));
        return res;
      } catch {
        networkErrors++;
        errors5xx++; // a dropped connection counts as a server failure
        count('net');
        return null;
      }
    }

    async function step(kind: Kind, client: number, cookie: string): Promise<void> {
      const json = { 'content-type': 'application/json' };
      if (kind === 'search') {
        const lat = -26.2 + Math.random() * 0.2;
        const lng = 28.04 + Math.random() * 0.1;
        const res = await call(kind, `/api/workers/search?lat=${lat}&lng=${lng}&radius=10`, {
          headers: { cookie },
        });
        await res?.arrayBuffer();
      } else if (kind === 'profile') {
        const id = workerIds[Math.floor(Math.random() * workerIds.length)];
        const res = await call(kind, `/api/workers/${id}`, { headers: { cookie } });
        await res?.arrayBuffer();
      } else if (kind === 'sign_in') {
        const phoneNumber = `+2784${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
        const sent = await call(kind, '/api/auth/send-otp', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ phoneNumber, deliveryMethod: 'sms' }),
        });
        if (!sent?.ok) return void (await sent?.arrayBuffer());
        const { developmentOtp } = (await sent.json()) as { developmentOtp?: string };
        const verified = await call(kind, '/api/auth/verify-otp', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ phoneNumber, otpCode: developmentOtp, name: `Bench ${client}` }),
        });
        if (verified?.ok) acknowledged.users.push(phoneNumber);
        await verified?.arrayBuffer();
      } else if (kind === 'hire') {
        const workerId = workerIds[Math.floor(Math.random() * workerIds.length)];
        const res = await call(kind, '/api/hires', {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ workerId }),
        });
        if (res?.ok) acknowledged.hires.push(((await res.json()) as { hire: { id: string } }).hire.id);
        else await res?.arrayBuffer();
      } else {
        const form = new FormData();
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
        const res = await call(kind, '/api/upload', { method: 'POST', headers: { cookie }, body: form });
        if (res?.ok) acknowledged.uploads.push(((await res.json()) as { url: string }).url);
        else await res?.arrayBuffer();
      }
    }

    const started = Date.now();
    const endAt = started + DURATION_S * 1000;
    let restartedAfterMs = 0;
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, (DURATION_S * 1000) / 2));
      const victim = apps[0] as ServerProcess;
      victim.child.kill('SIGKILL');
      await victim.exited;
      const killedAt = Date.now();
      apps[0] = await startServerProcess(env(dirs[0] as string), { port: victim.port });
      restartedAfterMs = Date.now() - killedAt;
    })();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, client) => {
        const cookie = employers[client % employers.length] as string;
        let i = client;
        while (Date.now() < endAt) {
          await step(MIX[i++ % MIX.length] as Kind, client, cookie);
        }
      }),
    );
    await killer;
    const elapsedS = (Date.now() - started) / 1000;

    // Every acknowledged write must be in the database.
    const count = async (sql: string, values: string[]) =>
      values.length ? Number((await database.query<{ n: string }>(sql, [values]))[0]?.n ?? 0) : 0;
    const found =
      (await count('SELECT count(*) AS n FROM users WHERE phone_number = ANY($1)', acknowledged.users)) +
      (await count('SELECT count(*) AS n FROM hires WHERE id = ANY($1::uuid[])', acknowledged.hires)) +
      (await count('SELECT count(*) AS n FROM uploads WHERE url = ANY($1)', acknowledged.uploads));
    const acknowledgedWrites =
      acknowledged.users.length + acknowledged.hires.length + acknowledged.uploads.length;

    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
    console.log(
      JSON.stringify({
        detail: {
          duration_s: Number(elapsedS.toFixed(1)),
          connections: CONNECTIONS,
          by_kind: byKind,
          network_errors: networkErrors,
          acknowledged_writes: acknowledgedWrites,
          restart_ms: restartedAfterMs,
          node: process.version,
        },
      }),
    );
    console.log(
      JSON.stringify({
        processes: 2,
        requests,
        rps: Number((requests / elapsedS).toFixed(1)),
        p95_ms: Number(p95.toFixed(1)),
        errors_5xx: errors5xx,
        lost_writes: acknowledgedWrites - found,
      }),
    );
  }
}

/** SIGTERM, then SIGKILL if the process has not ended within `graceMs`. */
async function stopWithin(app: ServerProcess, graceMs: number): Promise<void> {
  const timer = setTimeout(() => app.child.kill('SIGKILL'), graceMs);
  await app.stop();
  clearTimeout(timer);
}
