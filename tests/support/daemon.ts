// A helper daemon for tests (nginx, PgBouncer): started as a foreground child, ready once its port accepts
// connections, stopped with its own graceful signal and killed if it lingers.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export interface Daemon {
  /** What the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startDaemon(opts: {
  name: string;
  bin: string;
  args: string[];
  port: number;
  stopSignal: NodeJS.Signals;
  stopGraceMs: number;
}): Promise<Daemon> {
  const child: ChildProcess = spawn(opts.bin, opts.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(opts.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.name} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => out,
    async stop() {
      child.kill(opts.stopSignal);
      const timer = setTimeout(() => child.kill('SIGKILL'), opts.stopGraceMs);
      await exited;
      clearTimeout(timer);
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
