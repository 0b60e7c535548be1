// The server suite's smoke set through PgBouncer 1.18 in transaction mode (no prepared-statement support there):
// sign-in and the session lookup on every request, search, hires and payments (with the jobs they queue), each test file on
// its own fresh database created through the pooler. PostgreSQL suite only (CI's last step).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGBOUNCER_BIN, type PgBouncer, startPgBouncer } from '../../support/pgbouncer.js';

const adminUrl = process.env.DATABASE_URL;
const projectRoot = path.resolve(import.meta.dirname, '../../..');

export const PGBOUNCER_SMOKE_FILES = [
  'src/server/features/health/health.test.ts',
  'src/server/features/auth/sign-in.test.ts',
  'src/server/features/auth/otp-codes.test.ts',
  'src/server/features/auth/otp-limits.test.ts',
  'src/server/features/auth/admin-role.test.ts',
  'src/server/features/search/search.test.ts',
  'src/server/features/hires/hires.test.ts',
  'src/server/features/payments/payments.test.ts',
];

const why = !adminUrl
  ? 'DATABASE_URL is unset (runs in the PostgreSQL suite)'
  : !fs.existsSync(PGBOUNCER_BIN)
    ? `${PGBOUNCER_BIN} is missing (apt-get install pgbouncer; .ci/run installs it)`
    : null;

describe.runIf(why === null)(
  `server smoke set through PgBouncer (transaction mode)${why ? `: skipped, ${why}` : ''}`,
  () => {
    let bouncer: PgBouncer;
    beforeAll(async () => {
      bouncer = await startPgBouncer(adminUrl as string);
    });
    afterAll(async () => {
      await bouncer?.stop();
    });

    it('passes with DATABASE_POOLER=pgbouncer', async () => {
      const { code, output } = await runVitest(PGBOUNCER_SMOKE_FILES, {
        DATABASE_URL: bouncer.through(adminUrl as string),
        DATABASE_POOLER: 'pgbouncer',
      });
      expect(output).toMatch(new RegExp(`Test Files\\s+.*${PGBOUNCER_SMOKE_FILES.length} passed`));
      expect(code, output.slice(-4000)).toBe(0);
    }, 600_000);
  },
);

function runVitest(
  files: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectRoot, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'server',
        '--no-color',
        ...files,
      ],
      { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}
