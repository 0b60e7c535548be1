// Response headers (helmet, CSP) and what the request logger may write: secrets in paths and queries are masked.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

/** The tile server's origin for img-src; a '{s}' subdomain template becomes a wildcard host. */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}/g, 'subdomain'));
  if (!match?.[1]) return null;
  try {
    const url = new URL(match[1]);
    const host = tileUrl.includes('{s}') ? url.host.replace(/^subdomain\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

/**
 * CSP hashes of the inline scripts in our built HTML (today one, in every page: the line that starts ICU's worker,
 * scripts/build/vite-plugin-intl-warm.ts, decision 0392):
 * those exact scripts may run, nothing else inline. A JSON data block (the offline forms' files, decision 0394) is
 * never run, so it gets no hash.
 */
export function inlineScriptHashes(clientDir: string | null | undefined): string[] {
  if (!clientDir || !fs.existsSync(clientDir)) return [];
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') visit(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        for (const match of html.matchAll(
          /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g,
        )) {
          if (match[1])
            hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
        }
      }
    }
  };
  visit(clientDir);
  return [...hashes];
}

function helmetOptions(config: Config, scriptHashes: string[] = []): HelmetOptions {
  const tiles = tileOrigin(config.TILE_URL);
  return {
    // Leaflet and Radix set styles at run time and Radix's scroll lock injects a <style> element (no nonce from
    // us), so styles keep 'unsafe-inline'; scripts come only from our own origin.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(tiles ? [tiles] : []),
          // Photos load from the bucket or CDN when STORAGE=s3 names one.
          ...(config.PUBLIC_FILES_URL ? [new URL(config.PUBLIC_FILES_URL).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading on a plain-http LAN address would break local use; production sits behind TLS.
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The checkout of a real provider opens on its own origin; keeping our window's opener does not help it.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Public photos may be shown by other sites' link previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  };
}

/**
 * Answers that are never a page a browser shows: hashed scripts and styles, and the JSON API (its HTML reference
 * under /api/docs excepted). The page-level headers (CSP directives, framing, referrer) mean nothing on them.
 */
function isSubresourcePath(url: string): boolean {
  if (url.startsWith('/assets/')) return true;
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** What a script or a JSON answer still needs: no sniffing, not embeddable by other sites, and nothing it may
 * load or run should it ever be opened as a document. */
const SUBRESOURCE_HEADERS: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-site'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
];

/**
 * helmet's middleware for our options, built once, on pages and files; scripts and API answers get the short set
 * above instead: the full set is about 700 bytes, more than many chunks and answers, on every request of a journey
 * (issue 22, decision 0251).
 */
export function securityHeaders(
  config: Config,
  scriptHashes: string[] = [],
): (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void {
  const middleware = helmet(helmetOptions(config, scriptHashes));
  const hsts = config.isProduction ? 'max-age=31536000; includeSubDomains' : null;
  return (req, res, next) => {
    if (isSubresourcePath(req.url ?? '/')) {
      for (const [name, value] of SUBRESOURCE_HEADERS) res.setHeader(name, value);
      if (hsts) res.setHeader('strict-transport-security', hsts);
      next();
      return;
    }
    middleware(req, res, (err) => next(err as Error | undefined));
  };
}

/** Path segments after these prefixes are bearer secrets (review links) and never reach the logs. */
const SECRET_PATH_PREFIXES = ['/api/review-requests/', '/review/'];
/** Query values that can carry a secret or a signed private-file link. */
const SECRET_QUERY_KEYS =
  /^(token|code|otp|otpcode|signature|sig|x-amz-signature|x-amz-credential|key|secret)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let pathPart = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (pathPart.startsWith(prefix)) {
      const rest = pathPart.slice(prefix.length);
      const slash = rest.indexOf('/');
      const token = slash === -1 ? rest : rest.slice(0, slash);
      if (token) pathPart = `${prefix}[redacted]${slash === -1 ? '' : rest.slice(slash)}`;
    }
  }
  // Private files are served from /files/private/<key>: the key names a person's identity document.
  if (pathPart.startsWith('/files/private/')) pathPart = '/files/private/[redacted]';
  if (!query) return pathPart;
  const params = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    let decoded = key;
    try {
      decoded = decodeURIComponent(key);
    } catch {
      // keep the raw key
    }
    return SECRET_QUERY_KEYS.test(decoded) ? `${key}=[redacted]` : pair;
  });
  return `${pathPart}?${params.join('&')}`;
}

/** What the logger replaces with '[redacted]' wherever it appears in a log line's object. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  'otpCode',
  '*.otpCode',
  // Bank account numbers (issue 34): bodies are never logged, and a number passed to a log call is not either.
  'accountNumber',
  '*.accountNumber',
  '*.account_number',
  '*.developmentOtp',
  '*.developmentUrl',
  '*.token',
];

/** The request as logged: method, masked url and the request id; never bodies, cookies or auth headers. */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>): {
  method: string;
  url: string;
  remoteAddress: string;
} {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

/** Errors as logged: a failed query's message ends with its parameters (phones, names), which we cut off. */
export function serializeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: err.name,
    message: stripQueryParams(err.message),
    stack: err.stack ? stripQueryParams(err.stack) : '',
  };
  const code = (err as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  const cause = (err as { cause?: unknown }).cause;
  if (cause) out.cause = serializeError(cause);
  return out;
}

function stripQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(\n {4}at |$)/, '\nparams: [redacted]$1');
}
