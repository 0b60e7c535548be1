// nginx (Debian's package) in front of app processes, our own instance: the tested site config from
// docs/deploy/nginx-work-local.conf inside a minimal main config in a temp dir, its own port, run in the
// foreground as a child (-p prefix, -c config) and stopped after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDaemon } from './daemon.js';
import { freePort } from './server-process.js';

export const NGINX_BIN = '/usr/sbin/nginx';
const SITE_CONFIG = path.resolve(import.meta.dirname, '../../docs/deploy/nginx-work-local.conf');

export interface Nginx {
  port: number;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-'));
  // Workers may run as an unprivileged user: they write request bodies and buffers here.
  fs.chmodSync(dir, 0o777);
  for (const sub of ['body', 'proxy', 'logs']) fs.mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const site = fs
    .readFileSync(SITE_CONFIG, 'utf8')
    .replace(
      /^ *__UPSTREAM_SERVERS__$/m,
      upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    '),
    )
    .replace('listen __LISTEN__;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const daemon = await startDaemon({
    name: 'nginx',
    bin: NGINX_BIN,
    args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    port,
    stopSignal: 'SIGQUIT',
    stopGraceMs: 5000,
  });
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'logs/error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => daemon.output() + errorLog(),
    async stop() {
      await daemon.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
