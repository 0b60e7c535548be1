// The environment, parsed once at start-up: a bad value stops the server with a message naming the variable.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_PHONE_CEILING_PER_HOUR,
  OTP_SENDS_PER_PHONE_PER_HOUR,
  OTP_VERIFIES_PER_IP_PER_HOUR,
  OTP_VERIFIES_PER_PHONE_PER_HOUR,
} from '../shared/constants.js';
import { parseFieldKeys } from './lib/field-cipher.js';

/** Defaults that keep a hung database from hanging requests: a few seconds, then a 503 (issue 15, item 8). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_POOL_TIMEOUT_MS = 3000;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const TRUST_PROXY_HELP =
  "use a hop count ('1' behind one reverse proxy) or the proxies' addresses/CIDRs ('10.0.0.1,10.1.0.0/16')";

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: none (false), the last N hops, or those added by the listed proxies.
 * 'true' (believe every entry) is refused: a client could then write its own leftmost entry and pose as any
 * address, which voids every per-address limit (issue 15).
 */
const trustProxySchema = optionalString.transform((raw, ctx): false | number | string[] => {
  if (raw === undefined || ['false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) {
    ctx.addIssue({
      code: 'custom',
      message: `'${raw}' would trust any client's X-Forwarded-For; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10)
      ctx.addIssue({ code: 'custom', message: `${hops} hops is not plausible; ${TRUST_PROXY_HELP}` });
    return hops;
  }
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter((part) => !isAddressOrCidr(part));
  if (bad.length > 0 || list.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `'${bad.join(',') || raw}' is not an address or CIDR; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  }
  return list;
});

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** 'pgbouncer': a transaction-mode pooler sits between us and PostgreSQL (decision 0150). */
    DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    DB_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(DEFAULT_STATEMENT_TIMEOUT_MS),
    DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_POOL_TIMEOUT_MS),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    SEED_DEMO: bool.optional(),
    SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema,
    ADMIN_PHONES: z.string().default(''),
    MESSAGING_PROVIDER: z.enum(['dev', 'twilio']).default('dev'),
    DEV_PHONE_ALLOW_REMOTE: bool.default(false),
    /** A request may name its own moment (x-request-clock), for the browser journeys (decision 0336). */
    REQUEST_CLOCK: bool.default(false),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_SMS_FROM: optionalString,
    TWILIO_WHATSAPP_FROM: optionalString,
    TWILIO_MESSAGING_SERVICE_SID: optionalString,
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_SECRET_KEY: optionalString,
    PAYSTACK_API_BASE: z.url().default('https://api.paystack.co'),
    PAYMENT_EMAIL_DOMAIN: z.string().default('customers.worklocal.co.za'),
    /**
     * Keys that seal bank account numbers (decision 0352): `id:base64-of-32-bytes`, comma-separated, the first seals
     * and all open; without it a key derived from SECRET_KEY seals (docs/security.md, docs/operations.md).
     */
    BANK_ACCOUNT_KEYS: optionalString,
    PLACES_PROVIDER: z.enum(['embedded', 'nominatim', 'photon']).default('embedded'),
    PLACES_API_BASE: optionalString.pipe(z.url().optional()),
    PLACES_USER_AGENT: z.string().default('WorkLocal/0.1 (+https://worklocal.co.za)'),
    PLACES_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(5),
    PLACES_REQUESTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    TWILIO_WHATSAPP_OTP_CONTENT_SID: optionalString,
    /** Approved WhatsApp content templates by message kind (platform/messaging/templates.ts, docs/messaging.md). */
    TWILIO_CONTENT_SIDS: optionalString,
    /** Messages one number may send us per 10 minutes; more are recorded but not acted on. */
    INBOUND_MESSAGES_PER_NUMBER_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(20),
    // Operators may tune the one-time code limits; browser journeys relax them because every spec signs in.
    OTP_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(OTP_RESEND_COOLDOWN_SECONDS),
    OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(OTP_SENDS_PER_PHONE_PER_HOUR),
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(OTP_SENDS_PER_IP_PER_HOUR),
    OTP_SENDS_PER_PHONE_CEILING_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(OTP_SENDS_PER_PHONE_CEILING_PER_HOUR),
    OTP_VERIFIES_PER_IP_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(OTP_VERIFIES_PER_IP_PER_HOUR),
    OTP_VERIFIES_PER_PHONE_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(OTP_VERIFIES_PER_PHONE_PER_HOUR),
    HIRE_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
    UPLOADS_PER_USER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(30),
    IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    IMAGE_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(1000).default(50),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().min(1).default('af-south-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool.default(false),
    PUBLIC_FILES_URL: optionalString.pipe(z.url().optional()),
    /** Bearer token for GET /metrics; without it the endpoint does not exist. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** How long a SIGTERM waits for requests in flight before cutting their connections. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    const need = (cond: boolean, key: string, why: string) => {
      if (cond) ctx.addIssue({ code: 'custom', path: [key], message: why });
    };
    if (env.NODE_ENV === 'production') {
      need(env.MESSAGING_PROVIDER === 'dev', 'MESSAGING_PROVIDER', "'dev' is refused in production");
      need(env.REQUEST_CLOCK, 'REQUEST_CLOCK', 'is refused in production (anyone could set the time)');
      need(!env.SECRET_KEY, 'SECRET_KEY', 'is required in production');
      need(
        env.PAYMENT_PROVIDER === 'sandbox',
        'PAYMENT_PROVIDER',
        "'sandbox' is refused in production (anyone could pay R0); set PAYMENT_PROVIDER=paystack",
      );
    }
    if (env.MESSAGING_PROVIDER === 'twilio') {
      need(!env.TWILIO_ACCOUNT_SID, 'TWILIO_ACCOUNT_SID', 'is required when MESSAGING_PROVIDER=twilio');
      need(!env.TWILIO_AUTH_TOKEN, 'TWILIO_AUTH_TOKEN', 'is required when MESSAGING_PROVIDER=twilio');
      need(
        !env.TWILIO_SMS_FROM && !env.TWILIO_MESSAGING_SERVICE_SID,
        'TWILIO_SMS_FROM',
        'or TWILIO_MESSAGING_SERVICE_SID is required when MESSAGING_PROVIDER=twilio',
      );
    }
    if (env.PAYMENT_PROVIDER === 'paystack') {
      need(!env.PAYSTACK_SECRET_KEY, 'PAYSTACK_SECRET_KEY', 'is required when PAYMENT_PROVIDER=paystack');
    }
    if (env.BANK_ACCOUNT_KEYS) {
      try {
        parseFieldKeys(env.BANK_ACCOUNT_KEYS);
      } catch (err) {
        need(true, 'BANK_ACCOUNT_KEYS', (err as Error).message);
      }
    }
    if (env.STORAGE === 's3') {
      need(!env.S3_BUCKET, 'S3_BUCKET', 'is required when STORAGE=s3');
      need(
        !!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY,
        'S3_SECRET_ACCESS_KEY',
        'and S3_ACCESS_KEY_ID go together (or set neither to use the instance role)',
      );
    }
    if (env.PLACES_PROVIDER !== 'embedded') {
      need(
        !env.PLACES_API_BASE,
        'PLACES_API_BASE',
        `is required when PLACES_PROVIDER=${env.PLACES_PROVIDER}`,
      );
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  secretKey: string;
  adminPhones: string[];
  isProduction: boolean;
  /** Demo data goes into an empty embedded database, or wherever SEED_DEMO=true asks, never by default in production. */
  seedDemo: 'always' | 'when-empty' | 'never';
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError whose message lists each bad variable by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  const databaseKind = e.DATABASE_URL ? 'postgres' : 'pglite';
  let seedDemo: Config['seedDemo'] = 'never';
  if (e.SEED_DEMO === true) seedDemo = 'always';
  else if (e.SEED_DEMO === undefined && !isProduction && databaseKind === 'pglite') seedDemo = 'when-empty';
  return {
    ...e,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseKind,
    secretKey: e.SECRET_KEY ?? readOrCreateLocalSecret(dataDir),
    adminPhones: e.ADMIN_PHONES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    isProduction,
    seedDemo,
  };
}

/** Outside production a per-DATA_DIR secret is generated once, so a fresh machine needs no setup. */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
