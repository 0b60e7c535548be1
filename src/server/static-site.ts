// Serves the built client: precompressed files chosen by Accept-Encoding, immutable caching for hashed assets,
// prerendered HTML for the public pages, the SPA shell for other client routes, and a real 404 for the rest.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Written next to the build by scripts/build/vite-plugin-static-site.ts; tells the server which routes have a
 * prerendered file.
 */
export interface PrerenderManifest {
  routes: { route: string; file: string }[];
  /** Path patterns of the client router (wouter syntax), so the server can answer unknown paths with 404. */
  clientRoutes: string[];
  notFoundFile: string | null;
}

function readManifest(clientDir: string): PrerenderManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, 'prerendered.json'), 'utf8')) as PrerenderManifest;
  } catch {
    return null;
  }
}

/** wouter patterns ('/worker/:id', '/files/*') as anchored regular expressions. */
function routeMatcher(patterns: string[]): (pathname: string) => boolean {
  const regexes = patterns.map((p) => {
    const body = p
      .split('/')
      .map((seg) => {
        if (seg === '*') return '.*';
        if (seg.startsWith(':')) return seg.endsWith('?') ? '?[^/]*' : '[^/]+';
        return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return new RegExp(`^${body}/?$`);
  });
  return (pathname) => regexes.some((r) => r.test(pathname));
}

function sendHtml(reply: FastifyReply, file: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .sendFile(file);
}

export async function registerStaticSite(app: FastifyInstance, clientDir: string): Promise<void> {
  const manifest = readManifest(clientDir);
  const isClientRoute = manifest ? routeMatcher(manifest.clientRoutes) : () => true;
  const prerendered = new Map((manifest?.routes ?? []).map((r) => [r.route, r.file]));

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else (HTML, sw.js, the manifest) is revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  for (const [route, file] of prerendered) {
    app.get(route, (_request, reply) => sendHtml(reply, file));
  }
  if (!prerendered.has('/')) app.get('/', (_request, reply) => sendHtml(reply, 'index.html'));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found' });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    if (isClientRoute(pathname) || !manifest?.notFoundFile) return sendHtml(reply, 'index.html');
    return sendHtml(reply, manifest.notFoundFile, 404);
  });
}
