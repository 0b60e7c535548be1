// Serves the public file area at /files/* with long cache headers (keys are random and never reused).
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { localStorageRoot } from './local.js';

export const publicFilesRoutes: FastifyPluginAsync = async (app) => {
  const root = localStorageRoot(app.ctx.config.dataDir, 'public');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
      // Only images and documents we re-checked live here; still, nothing in them may load or run anything.
      res.header('content-security-policy', "default-src 'none'; img-src 'self'");
    },
  });
  // A missing file is a 404 here, not the SPA's index.html.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'File not found' }));
};
