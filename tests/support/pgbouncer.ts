// PgBouncer in transaction mode, our own instance: its config in a temp dir, its own port, in front of the
// PostgreSQL that DATABASE_URL names, run as a foreground child and killed after.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
  const child: ChildProcess = spawn(PGBOUNCER_BIN, [path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PgBouncer did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    },
    output: () => out,
    async stop() {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
