// POST /api/upload (multipart field 'file', optional ?kind=photo|cv) -> {url, filename, thumbnailUrl}.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS, uploadAnswerSchema } from '../../../shared/schemas/uploads.js';
import { requireUser } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { startUpload } from './quota.js';
import { storeUpload, UPLOAD_MESSAGES } from './service.js';

const largestUpload = Math.max(...Object.values(MAX_UPLOAD_BYTES));

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    // One byte over the largest limit lets us tell "too large" from "exactly at the limit".
    limits: { fileSize: largestUpload + 1, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '',
    {
      schema: {
        querystring: z.object({ kind: z.enum(UPLOAD_KINDS).default('photo') }),
        response: { 201: uploadAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const kind = request.query.kind;
      if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
      await startUpload(app.ctx.database.db, app.ctx.config, user.id);
      const part = await request.file();
      if (part?.fieldname !== 'file') throw new HttpError(400, UPLOAD_MESSAGES.noFile);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(kind));
        }
        throw err;
      }
      const stored = await storeUpload(app.ctx.database.db, app.ctx, {
        ownerUserId: user.id,
        kind,
        bytes,
        originalName: part.filename,
      });
      return reply.status(201).send({
        url: stored.url,
        filename: stored.filename,
        thumbnailUrl: stored.thumbnailUrl,
        mimeType: stored.mimeType,
        sizeBytes: stored.sizeBytes,
      });
    },
  );
};
