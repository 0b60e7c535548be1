// PgBouncer in transaction mode, our own instance: its config in a temp dir, its own port, in front of the
// PostgreSQL that DATABASE_URL names, run as a foreground child and killed after.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDaemon } from './daemon.js';
import { freePort } from './server-process.js';

export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  port: number;
  /** `url` with its host and port replaced by PgBouncer's. */
  through(url: string): string;
  output(): string;
  stop(): Promise<void>;
}

export async function startPgBouncer(
  postgresUrl: string,
  opts: { poolSize?: number } = {},
): Promise<PgBouncer> {
  const target = new URL(postgresUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-pgbouncer-'));
  const user = decodeURIComponent(target.username || 'postgres');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Any database name is passed through, so each test file's fresh database works.
      `* = host=${target.hostname} port=${target.port || 5432} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = any',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize ?? 10}`,
      'max_client_conn = 500',
      // The role's statement_timeout applies instead of the client's (docs/deploy.md).
      'ignore_startup_parameters = extra_float_digits,statement_timeout',
      // PgBouncer refuses to run as root; it drops to this user after reading its config.
      ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
      '',
    ].join('\n'),
  );
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
  const daemon = await startDaemon({
    name: 'PgBouncer',
    bin: PGBOUNCER_BIN,
    args: [path.join(dir, 'pgbouncer.ini')],
    port,
    stopSignal: 'SIGINT',
    stopGraceMs: 3000,
  });
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    },
    output: () => daemon.output(),
    async stop() {
      await daemon.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
