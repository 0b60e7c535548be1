// Two app processes behind nginx (the tested config in docs/deploy/) on one PostgreSQL: a session made on one works
// on the other, the per-phone code limit holds across both, each durable job runs once, and a payment verified on
// both at once grants once. PostgreSQL suite only (CI's last step), and only where Debian's nginx is installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { type Database, openPostgres } from '../../../src/server/db/client.js';
import { workers } from '../../../src/server/db/schema.js';
import { TIER_DURATION_DAYS } from '../../../src/shared/constants.js';
import { createWorker, nextPhone, signedInUser } from '../../support/factories.js';
import { NGINX_BIN, type Nginx, startNginx } from '../../support/nginx.js';
import { type ServerProcess, serverEnv, startServerProcess } from '../../support/server-process.js';
import { freshPostgres, TEST_SECRET } from '../../support/test-app.js';

const adminUrl = process.env.DATABASE_URL;
const why = !adminUrl
  ? 'DATABASE_URL is unset (runs in the PostgreSQL suite)'
  : !fs.existsSync(NGINX_BIN)
    ? `${NGINX_BIN} is missing (apt-get install nginx; .ci/run installs it)`
    : null;
const DAY_MS = 86_400_000;
const CODES_PER_PHONE = 3;

describe.runIf(why === null)(`two app processes behind nginx${why ? `: skipped, ${why}` : ''}`, () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Database;
  const apps: ServerProcess[] = [];
  let nginx: Nginx;
  const dirs: string[] = [];
  const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SECRET_KEY: TEST_SECRET });

  beforeAll(async () => {
    fresh = await freshPostgres(adminUrl as string);
    // One after the other: the first applies the migrations.
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wl-cluster-${i}-`));
      dirs.push(dir);
      apps.push(
        await startServerProcess(
          serverEnv(dir, {
            DATABASE_URL: fresh.url,
            SECRET_KEY: TEST_SECRET,
            JOB_POLL_MS: '50',
            OTP_COOLDOWN_SECONDS: '0',
            OTP_SENDS_PER_PHONE_PER_HOUR: String(CODES_PER_PHONE),
            OTP_SENDS_PER_IP_PER_HOUR: '1000',
            TRUST_PROXY: '1',
            LOG_LEVEL: 'warn',
          }),
        ),
      );
    }
    nginx = await startNginx(apps.map((a) => a.port));
    database = await openPostgres(fresh.url, { max: 4 });
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(apps.map((a) => a.stop()));
    await database?.close();
    await fresh?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (base: string, url: string, body: unknown, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('serves through nginx from both processes, and a session made on one works on the other', async () => {
    const phoneNumber = nextPhone();
    const sent = await post(apps[0]!.url, '/api/auth/send-otp', { phoneNumber, deliveryMethod: 'sms' });
    expect(sent.status).toBe(200);
    const { developmentOtp } = (await sent.json()) as { developmentOtp: string };
    const verified = await post(apps[0]!.url, '/api/auth/verify-otp', {
      phoneNumber,
      otpCode: developmentOtp,
      name: 'Cluster',
    });
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string;
    for (const base of [apps[1]!.url, nginx.url, nginx.url]) {
      const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
      expect(me.status, base).toBe(200);
      expect(await me.json()).toMatchObject({ firstName: 'Cluster' });
    }
    const ready = await Promise.all([1, 2, 3, 4].map(() => fetch(`${nginx.url}/api/ready`)));
    expect(ready.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('holds the per-phone code limit across both processes', async () => {
    const phoneNumber = nextPhone();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post((i % 2 ? apps[1] : apps[0])!.url, '/api/auth/send-otp', { phoneNumber, deliveryMethod: 'sms' }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODES_PER_PHONE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - CODES_PER_PHONE);
  });

  it('runs each durable job once, with both processes claiming', async () => {
    const phones = Array.from({ length: 16 }, () => nextPhone());
    const sends = await Promise.all(
      phones.map((phoneNumber) =>
        post(nginx.url, '/api/auth/send-otp', { phoneNumber, deliveryMethod: 'sms' }),
      ),
    );
    expect(sends.map((r) => r.status)).toEqual(phones.map(() => 200));
    let pending = 1;
    for (let i = 0; i < 100 && pending > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await database.query<{ pending: number }>(
        "SELECT count(*)::int AS pending FROM jobs WHERE kind = 'message.send' AND status IN ('pending', 'running')",
      );
      pending = row?.pending ?? 0;
    }
    expect(pending).toBe(0);
    const rows = await database.query<{ to: string; n: number }>(
      'SELECT "to", count(*)::int AS n FROM dev_outbox WHERE "to" = ANY($1) GROUP BY "to"',
      [phones],
    );
    expect(rows).toHaveLength(phones.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('grants a payment verified on both processes at once only once', async () => {
    const { user, cookie } = await signedInUser(database.db, config());
    const worker = await createWorker(database.db, { userId: user.id, tierLevel: 'basic' });
    const init = await post(
      nginx.url,
      '/api/payments/initialize',
      { paymentType: 'upgrade', tierLevel: 'verified' },
      cookie,
    );
    expect(init.status, await init.clone().text()).toBe(200);
    const { reference } = (await init.json()) as { reference: string };
    const pay = await fetch(`${nginx.url}/sandbox/checkout/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pay&callback=%2Fpayment-callback',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const verifies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${apps[i % 2]!.url}/api/payments/verify/${reference}`, { headers: { cookie } }),
      ),
    );
    for (const res of verifies) {
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: true });
    }
    const after = Date.now();
    const [row] = await database.db.select().from(workers).where(eq(workers.id, worker.id));
    expect(row?.tierLevel).toBe('verified');
    // A second grant would renew the new tier on top: 60 days on instead of 30.
    const expiresIn = (row?.tierExpiresAt?.getTime() ?? 0) - after;
    expect(expiresIn).toBeGreaterThan(TIER_DURATION_DAYS * DAY_MS - 120_000);
    expect(expiresIn).toBeLessThan(TIER_DURATION_DAYS * DAY_MS + 60_000);
  });
});
