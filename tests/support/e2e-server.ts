// The server the browser journeys run against: the built app with demo data, on a fresh embedded database, or on
// the PostgreSQL database E2E_DATABASE_URL names (CI makes a new one for the run, decision 0330). Never on a
// DATABASE_URL the shell happens to have: Playwright passes its environment on, and the demo would be seeded there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eAdminPhones } from './e2e-admins.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'development';
process.env.DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';
if (process.env.E2E_DATABASE_URL) process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL ??= 'warn';
process.env.JOB_POLL_MS ??= '200';
// The bookings journey cancels a visit "late" by naming that request's moment (decision 0336).
process.env.REQUEST_CLOCK ??= 'true';
// Journeys make their own admins from this block (tests/e2e/factories.ts), not the one demo admin.
process.env.ADMIN_PHONES ??= e2eAdminPhones();
// Journeys run in parallel, all from 127.0.0.1, and sign in many times a minute: the code limits (per phone and
// per address) would trip them. The limits themselves are the server suite's to test (otp-limits.test.ts).
process.env.OTP_COOLDOWN_SECONDS ??= '0';
process.env.OTP_SENDS_PER_PHONE_PER_HOUR ??= '10000';
process.env.OTP_SENDS_PER_IP_PER_HOUR ??= '100000';
process.env.OTP_SENDS_PER_PHONE_CEILING_PER_HOUR ??= '100000';
process.env.OTP_VERIFIES_PER_IP_PER_HOUR ??= '100000';
process.env.OTP_VERIFIES_PER_PHONE_PER_HOUR ??= '100000';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../../src/server/main.js');
