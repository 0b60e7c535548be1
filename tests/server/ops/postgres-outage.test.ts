// PostgreSQL stopped and started under a running app: 503s with a clear message (no crash, no stack trace), then
// recovery without a restart. Runs on a private throwaway cluster, never the shared one (PostgreSQL suite only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { type Database, openPostgres, runMigrations } from '../../../src/server/db/client.js';
import { signedInUser } from '../../support/factories.js';
import { PrivateCluster } from '../../support/private-cluster.js';
import { freePort } from '../../support/server-process.js';
import { collectLogs, TEST_SECRET } from '../../support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL outage and recovery', () => {
  let cluster: PrivateCluster;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;
  let dataDir: string;
  const { stream: logStream, lines: logLines } = collectLogs();

  beforeAll(async () => {
    cluster = new PrivateCluster(await freePort());
    cluster.init();
    cluster.start();
    database = await openPostgres(cluster.url, { max: 4 });
    await runMigrations(database);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-pg-outage-data-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SECRET_KEY: TEST_SECRET,
      LOG_LEVEL: 'info',
      DATABASE_URL: cluster.url,
    });
    app = await buildApp(config, database, { logStream });
    await app.ready();
    ({ cookie } = await signedInUser(database.db, config, {
      phoneNumber: '+27825550101',
      firstName: 'Outage',
    }));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down and recovers by itself when it returns', async () => {
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    const me = () => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await health()).statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({ firstName: 'Outage' });

    cluster.stop();

    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', message: 'Database unavailable' });

    for (const call of [
      me(),
      app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } }),
      app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        headers: { 'content-type': 'application/json' },
        payload: { phoneNumber: '0825550102', deliveryMethod: 'sms' },
      }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'db_unavailable',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.ts|stack/);
    }
    // Logged for the operator, with the request id on the line.
    expect(logLines.some((l) => l.includes('database unavailable') && l.includes('"reqId"'))).toBe(true);

    cluster.start();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await health()).statusCode === 200;
      if (!recovered) await sleep(200);
    }
    expect(recovered).toBe(true);
    const back = await me();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ firstName: 'Outage' });
  }, 120_000);
});
