// The real server as a separate process (node --import tsx src/server/main.ts), for tests of signals, restarts
// and backups: start it on a free port, wait for health, stop it with a signal and read its exit code and output.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Base environment: no demo data, no client build, quiet logs unless asked. */
export function serverEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...extra,
  };
}

export interface StartServerOptions {
  /** How long to wait for /api/health; a cold start that also seeds needs longer than the default 60 s. */
  healthTimeoutMs?: number;
  /** 'tsx': through the tsx CLI, as `npm start` runs it, which relays signals to its own node child. */
  launcher?: 'node' | 'tsx';
  /** A given port (a restart behind a proxy that knows it); otherwise a free one. */
  port?: number;
}

/** Starts the server; a port taken between choosing and binding it (tests run in parallel) gets another try. */
export async function startServerProcess(
  env: Record<string, string>,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(
        env,
        options.healthTimeoutMs ?? 60_000,
        options.launcher ?? 'node',
        options.port,
      );
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOnce(
  env: Record<string, string>,
  healthTimeoutMs: number,
  launcher: 'node' | 'tsx',
  givenPort?: number,
): Promise<ServerProcess> {
  const port = givenPort ?? (await freePort());
  // By default node itself (not the tsx wrapper) gets the signals, exactly as in a container.
  const [command, args] =
    launcher === 'tsx'
      ? [path.join(projectRoot, 'node_modules/.bin/tsx'), ['src/server/main.ts']]
      : [process.execPath, ['--import', 'tsx', 'src/server/main.ts']];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    child,
    port,
    url,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in ${healthTimeoutMs / 1000} s:\n${out}`);
}

/** Runs a CLI script (tsx) to completion and returns its exit code and output. */
export function runScript(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: projectRoot, env });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}
