// A frozen PostgreSQL (connections open, nothing answered) must not hang requests: the statement timeout and the
// pool acquisition timeout turn it into a 503 within a few seconds, health says so, and the app recovers when the
// database moves again. PostgreSQL suite only: the proxy needs a real server behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { type Database, openPostgres, runMigrations } from '../../../src/server/db/client.js';
import { postgresOptions } from '../../../src/server/db/open.js';
import { signedInUser } from '../../support/factories.js';
import { type FreezableProxy, startFreezableProxy } from '../../support/freezable-proxy.js';
import { freshPostgres, TEST_SECRET } from '../../support/test-app.js';

const adminUrl = process.env.DATABASE_URL;
/** What "within a few seconds" means here: the 1 s statement bound, its 1 s client margin, and slack for a busy CI. */
const BOUND_MS = 4500;

async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  // A hung call must fail this test, not stall it until vitest's own timeout.
  const value = await Promise.race([
    call(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('still hanging after 15 s')), 15_000),
    ),
  ]);
  return { value, ms: Date.now() - started };
}

describe.runIf(Boolean(adminUrl))('PostgreSQL frozen under a running app', () => {
  let proxy: FreezableProxy;
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;

  beforeAll(async () => {
    fresh = await freshPostgres(adminUrl as string);
    const target = new URL(fresh.url);
    proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-not-used',
      SECRET_KEY: TEST_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: viaProxy.toString(),
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_POOL_TIMEOUT_MS: '1000',
      DB_POOL_MAX: '4',
    });
    database = await openPostgres(viaProxy.toString(), postgresOptions(config));
    await runMigrations(database);
    app = await buildApp(config, database, { logger: false });
    await app.ready();
    ({ cookie } = await signedInUser(database.db, config, {
      phoneNumber: '+27825550111',
      firstName: 'Frozen',
    }));
  }, 120_000);

  afterAll(async () => {
    proxy?.thaw();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  it('answers 503 within a few seconds while the database is frozen, and recovers after', async () => {
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
    const me = () => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    // Warm: idle pooled connections exist, which a frozen server leaves hanging mid-query.
    await Promise.all([health(), health(), me(), me()]);
    expect((await me()).json()).toMatchObject({ firstName: 'Frozen' });

    proxy.freeze();
    const checks = await Promise.all([
      timed(health),
      timed(ready),
      timed(me),
      timed(me),
      timed(me),
      timed(me),
      timed(me), // more requests than pooled connections: some wait for the pool and give up too
      timed(me),
    ]);
    const [h, r, ...calls] = checks;
    expect(h?.value.statusCode).toBe(503);
    expect(h?.value.json()).toMatchObject({ status: 'unavailable', message: 'Database unavailable' });
    expect(r?.value.statusCode).toBe(503);
    expect(r?.value.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable' });
    for (const c of calls) {
      expect(c.value.statusCode).toBe(503);
      expect(c.value.json()).toMatchObject({ code: 'db_unavailable' });
    }
    for (const c of checks) expect(c.ms).toBeLessThan(BOUND_MS);

    proxy.thaw();
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      recovered = (await health()).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    expect((await me()).json()).toMatchObject({ firstName: 'Frozen' });
  }, 60_000);
});
