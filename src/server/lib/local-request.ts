// Whether a request comes from this machine itself: for the tools that must never be reachable from the network
// (the backup endpoint, the developer phone).
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The socket's address, not request.ip: a proxy's X-Forwarded-For must not make a remote call look local. A request
 * a proxy forwarded (one on this machine connects from loopback too) carries a forwarding header and is not local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}
