import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'x'.repeat(40);
const TWILIO = {
  MESSAGING_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_SMS_FROM: '+27820000000',
};

const PAYSTACK = { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x' };

/** The ConfigError message loadConfig throws for this environment. */
function errorFor(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 5000,
      NODE_ENV: 'development',
      databaseKind: 'pglite',
      MESSAGING_PROVIDER: 'dev',
      PAYMENT_PROVIDER: 'sandbox',
      PLACES_PROVIDER: 'embedded',
      publicUrl: 'http://localhost:5000',
      seedDemo: 'when-empty',
      isProduction: false,
    });
    expect(config.dataDir).toBe(path.resolve(dataDir));
  });

  it('defaults DATA_DIR to ./data', () => {
    const cwd = process.cwd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-config-cwd-'));
    try {
      process.chdir(dir);
      expect(loadConfig({ SECRET_KEY: SECRET }).dataDir).toBe(path.join(fs.realpathSync(dir), 'data'));
    } finally {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps one generated secret per DATA_DIR outside production', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
  });

  it('switches to PostgreSQL with DATABASE_URL, which is not seeded unless asked', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.databaseKind).toBe('postgres');
    expect(config.seedDemo).toBe('never');
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://db/app', SEED_DEMO: 'true' }).seedDemo,
    ).toBe('always');
  });

  it('treats SEED_DEMO=false as never, even on an empty embedded database', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe('never');
  });

  it('never seeds in production unless SEED_DEMO=true', () => {
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SECRET_KEY: SECRET,
      ...TWILIO,
      ...PAYSTACK,
    };
    expect(loadConfig(production).seedDemo).toBe('never');
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe('always');
  });

  it('splits ADMIN_PHONES and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PHONES: '+27820000001, +27820000009,',
      PUBLIC_URL: 'https://worklocal.co.za/',
    });
    expect(config.adminPhones).toEqual(['+27820000001', '+27820000009']);
    expect(config.publicUrl).toBe('https://worklocal.co.za');
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['SECRET_KEY', { SECRET_KEY: 'short' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['MESSAGING_PROVIDER', { MESSAGING_PROVIDER: 'carrier-pigeon' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'cash' }],
    ['JOB_POLL_MS', { JOB_POLL_MS: '1' }],
    ['PAYSTACK_SECRET_KEY', { PAYMENT_PROVIDER: 'paystack' }],
    [
      'TWILIO_AUTH_TOKEN',
      { MESSAGING_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_SMS_FROM: '+27820000000' },
    ],
    ['PLACES_API_BASE', { PLACES_PROVIDER: 'nominatim' }],
  ])('names %s when its value is bad', (name, env) => {
    expect(errorFor(env)).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('refuses the dev messaging provider and a missing SECRET_KEY in production, naming both', () => {
    const message = errorFor({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/^ {2}MESSAGING_PROVIDER: 'dev' is refused in production$/m);
    expect(message).toMatch(/^ {2}SECRET_KEY: is required in production$/m);
  });

  it('refuses the sandbox payment gateway in production, naming PAYMENT_PROVIDER (issue 15)', () => {
    const message = errorFor({ NODE_ENV: 'production', SECRET_KEY: SECRET, ...TWILIO });
    expect(message).toMatch(
      /^ {2}PAYMENT_PROVIDER: 'sandbox' is refused in production.*PAYMENT_PROVIDER=paystack/m,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SECRET_KEY: SECRET, ...TWILIO, ...PAYSTACK }),
    ).toMatchObject({ PAYMENT_PROVIDER: 'paystack' });
  });

  it('refuses the journeys request clock in production, naming REQUEST_CLOCK (decision 0336)', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: SECRET, ...TWILIO, ...PAYSTACK };
    expect(errorFor({ ...production, REQUEST_CLOCK: 'true' })).toMatch(
      /^ {2}REQUEST_CLOCK: is refused in production/m,
    );
    expect(loadConfig({ DATA_DIR: dataDir, ...production })).toMatchObject({ REQUEST_CLOCK: false });
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses true (issue 15)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(errorFor({ TRUST_PROXY: 'true' })).toMatch(
      /^ {2}TRUST_PROXY: 'true' would trust any client's X-Forwarded-For; use a hop count \('1'/m,
    );
    expect(errorFor({ TRUST_PROXY: 'proxy.example' })).toMatch(
      /^ {2}TRUST_PROXY: 'proxy.example' is not an address or CIDR/m,
    );
    expect(errorFor({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/^ {2}TRUST_PROXY: /m);
  });

  it('lists every bad variable at once', () => {
    const message = errorFor({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}LOG_LEVEL: /m);
  });
});

describe('the README configuration table', () => {
  it('documents every variable the schema reads', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const missing = Object.keys(envSchema.shape).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing, 'add these to the Configuration table in README.md').toEqual([]);
  });
});
