// The server the browser journeys run against: the built app on a fresh embedded database with demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL ??= 'warn';
process.env.JOB_POLL_MS ??= '200';
// Every journey signs in (often the same demo number, all from 127.0.0.1): the code limits would trip them.
process.env.OTP_COOLDOWN_SECONDS ??= '0';
process.env.OTP_SENDS_PER_PHONE_PER_HOUR ??= '10000';
process.env.OTP_SENDS_PER_IP_PER_HOUR ??= '100000';
process.env.OTP_SENDS_PER_PHONE_CEILING_PER_HOUR ??= '100000';
process.env.OTP_VERIFIES_PER_IP_PER_HOUR ??= '100000';
process.env.OTP_VERIFIES_PER_PHONE_PER_HOUR ??= '100000';
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../../src/server/main.js');
