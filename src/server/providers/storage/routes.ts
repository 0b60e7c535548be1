// Serves the public file area at /files/* with long cache headers (keys are random and never reused): streamed from
// disk by @fastify/static, or streamed from the bucket when STORAGE=s3 has no PUBLIC_FILES_URL for browsers to load
// them from directly. Neither holds a whole file in memory.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { assertSafeKey, contentTypeForKey } from './index.js';
import { localStorageRoot } from './local.js';

/**
 * Files people uploaded, served from our own origin: nothing in them may load or run anything (a sandbox, so even a
 * document opened directly has no origin of ours), and a PDF (a CV) is downloaded, not shown as a page of ours,
 * where a crafted one could script the viewer (issue 31 item 11).
 */
function publicFileHeaders(res: Pick<FastifyReply, 'header'>, pathOrKey: string): void {
  res.header('cache-control', 'public, max-age=31536000, immutable');
  res.header('x-content-type-options', 'nosniff');
  res.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
  if (contentTypeForKey(pathOrKey) === 'application/pdf') {
    res.header('content-disposition', 'attachment; filename="cv.pdf"');
  }
}

export const publicFilesRoutes: FastifyPluginAsync = async (app) => {
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'File not found' });
  if (app.ctx.config.STORAGE === 's3') {
    app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
      const key = request.params['*'];
      try {
        assertSafeKey(key);
      } catch {
        return notFound(reply);
      }
      const file = await app.ctx.storage.openRead('public', key);
      if (!file) return notFound(reply);
      publicFileHeaders(reply, key);
      reply.type(contentTypeForKey(key));
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    });
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    return;
  }
  const root = localStorageRoot(app.ctx.config.dataDir, 'public');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res, filePath) => publicFileHeaders(res, filePath),
  });
  // A missing file is a 404 here, not the SPA's index.html.
  app.setNotFoundHandler((_request, reply) => notFound(reply));
};
