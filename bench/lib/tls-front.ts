// A TLS + HTTP/2 front for a bench server, as production has one (nginx `listen 443 ssl http2`, docs/deploy.md):
// the browser speaks HTTP/2 over TLS to it, it forwards each request over HTTP/1.1 to the app, like nginx's
// proxy_pass. It counts the bytes at its TCP sockets, so a bench sees what a phone pays: TLS records, HTTP/2
// frames and compressed headers included. The certificate is a throwaway self-signed one; Chromium is told to trust
// exactly its key (`chromiumArgs`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  url: string;
  wireBytes: () => { down: number; up: number };
  quietForMs: () => number;
  close: () => Promise<void>;
}

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** Chromium flags that trust this certificate's key (and nothing else). */
  chromiumArgs: string[];
}

export function selfSignedCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const der = execFileSync('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
    const pubDer = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: der });
    const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: pubDer }).toString(
      'base64',
    );
    return {
      key: fs.readFileSync(keyFile),
      cert: fs.readFileSync(certFile),
      chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export async function startTlsFront(upstream: string, certificate: Certificate): Promise<TlsFront> {
  const target = new URL(upstream);
  const { key, cert } = certificate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const sockets: Socket[] = [];
  let lastActivity = Date.now();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('connection', (socket: Socket) => {
    sockets.push(socket);
    lastActivity = Date.now();
    socket.on('data', () => {
      lastActivity = Date.now();
    });
  });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    lastActivity = Date.now();
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.authority || target.host;
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    wireBytes() {
      return sockets.reduce((sum, s) => ({ down: sum.down + s.bytesWritten, up: sum.up + s.bytesRead }), {
        down: 0,
        up: 0,
      });
    },
    quietForMs() {
      return Date.now() - lastActivity;
    },
    async close() {
      for (const s of sockets) s.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
