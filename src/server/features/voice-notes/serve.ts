// Sends a stored voice note with HTTP ranges (RFC 9110: one 'bytes=' range; Safari asks for 'bytes=0-1' first and
// will not play audio without 206 answers) and private caching: a note's key never changes its bytes, so a browser
// keeps it; 'private' keeps shared caches out, as the profile it belongs to is for signed-in people only.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../../providers/storage/index.js';
import { PLAYBACK_CONTENT_TYPE } from './audio.js';

const CACHE_CONTROL = 'private, max-age=86400';

/** The one range asked for, as [start, end] inclusive; 'whole' without (or with an ignorable) header; null: 416. */
export function parseRange(header: string | undefined, size: number): [number, number] | 'whole' | null {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: a server may answer the whole file (RFC 9110 14.2).
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return null;
  return [start, end];
}

export async function sendVoiceNote(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  note: { id: string; key: string },
): Promise<FastifyReply> {
  // At most a few hundred KB (two minutes at 24 kbit/s): read whole, sliced per range.
  const bytes = await storage.get('private', note.key);
  if (!bytes) return reply.code(404).send({ error: 'Not Found', message: 'Not found', statusCode: 404 });
  const etag = `"${note.id}"`;
  reply
    .header('content-type', PLAYBACK_CONTENT_TYPE)
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, bytes.length);
  if (range === null) {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
  }
  if (range === 'whole') return reply.header('content-length', bytes.length).send(bytes);
  const [start, end] = range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
    .header('content-length', end - start + 1)
    .send(bytes.subarray(start, end + 1));
}
