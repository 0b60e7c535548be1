// Compresses the API's JSON answers on the way out (issue 22): a search page of 20 workers is about 9 KB as JSON
// and under 2 KB compressed, on a phone that pays for every byte. Small answers go as they are (the encoding
// would cost more than it saves). Every answer is built for its request, so the level is a cheap one: brotli
// quality 2 costs half of quality 4 for 7 % more bytes (decision 0251, levels: decision 0237).
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this the headers outweigh the saving. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Jobs Near Me's page of 20 (8.5 KB): brotli quality 2 in 31 us to 1,492 bytes, against 60 us and 1,398 bytes at
 * quality 4; gzip level 3 in 24 us to 1,530 bytes, against 40 us and 1,415 bytes at level 6 (decision 0237).
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;
const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

type Encoding = 'br' | 'gzip' | null;

function pickEncoding(acceptEncoding: string): Encoding {
  const offered = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, the same one on every request: each is parsed once.
 * Bounded, so a client sending endless variants cannot grow it.
 */
const MAX_REMEMBERED = 64;
const remembered = new Map<string, Encoding>();
function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  let encoding = remembered.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding);
    if (remembered.size < MAX_REMEMBERED) remembered.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** At least the UTF-8 length of `text` is its length in UTF-16 units; counted exactly only when that is short. */
function atLeastBytes(payload: string | Buffer, bytes: number): boolean {
  if (payload.length >= bytes) return true;
  return typeof payload === 'string' && Buffer.byteLength(payload) >= bytes;
}

export function registerJsonCompression(app: FastifyInstance): void {
  // Synchronous (a callback, no promise per request): it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !request.url.startsWith('/api/') ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      !atLeastBytes(payload, COMPRESS_MIN_BYTES)
    ) {
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (
      typeof type !== 'string' ||
      !type.startsWith('application/json') ||
      reply.hasHeader('content-encoding')
    ) {
      return done(null, payload);
    }
    reply.header('vary', 'accept-encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, {
            params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
          })
        : zlib.gzipSync(payload, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  });
}
