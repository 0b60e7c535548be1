// A PostgreSQL cluster of a test's own, in a temp dir on a free port, made with the machine's PostgreSQL binaries and
// run as the postgres user (initdb refuses root): tests that stop, crash and restart PostgreSQL under a running app
// use it, never the shared server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin directory (Debian's layout: /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((d) => fs.existsSync(path.join(root, d, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error(`no PostgreSQL binaries under ${root}`);
  return path.join(root, majors[0], 'bin');
}

export class PrivateCluster {
  readonly root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-pg-private-'));
  readonly dataDir = path.join(this.root, 'data');
  readonly socketDir = path.join(this.root, 'sock');
  readonly logFile = path.join(this.root, 'pg.log');
  private readonly bin = postgresBinDir();
  constructor(readonly port: number) {}

  private asPostgres(bin: string, args: string[]): void {
    const command = path.join(this.bin, bin);
    if (process.getuid?.() === 0) {
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    } else {
      execFileSync(command, args, { stdio: 'pipe' });
    }
  }

  init(): void {
    fs.mkdirSync(this.socketDir);
    fs.chmodSync(this.root, 0o755);
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', this.root]);
    this.asPostgres('initdb', ['-D', this.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    this.asPostgres('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-w',
      '-o',
      `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  /** A clean stop: PostgreSQL ends every session with admin_shutdown first. */
  stop(): void {
    this.asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** What a crash or a failover looks like to the app: every connection cut at once, no goodbye. */
  crash(): void {
    this.asPostgres('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.root, { recursive: true, force: true });
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
}
