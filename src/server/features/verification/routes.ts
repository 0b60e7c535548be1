// /api/verification: upload (multipart 'document' + 'documentType'), my-documents, the admin queue and review, and
// the one authorised route a document's file is read through (owner or admin, never cached).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '../../../shared/constants.js';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  documentFileSchema,
  pendingDocumentSchema,
  reviewDocumentSchema,
  VERIFICATION_MESSAGES,
  verificationDocumentSchema,
} from '../../../shared/schemas/verification.js';
import { requireAdmin, requireUser } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { startUpload } from '../uploads/index.js';
import {
  listOwnDocuments,
  listPendingDocuments,
  readDocumentFile,
  reviewDocument,
  uploadDocument,
} from './service.js';

const isDocumentType = (v: unknown): v is DocumentType =>
  typeof v === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(v);

const uploadRoute = { schema: { response: { 201: verificationDocumentSchema } } };
const ownDocumentsRoute = { schema: { response: { 200: z.array(verificationDocumentSchema) } } };
const pendingRoute = { schema: { response: { 200: z.array(pendingDocumentSchema) } } };

const FILE_EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg' };

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, storage } = app.ctx;

  await app.register(fastifyMultipart, {
    // One byte over the limit tells "too large" from "exactly at the limit".
    limits: { fileSize: VERIFICATION_DOCUMENT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  });

  app.post('/upload', uploadRoute, async (request, reply) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw new HttpError(400, VERIFICATION_MESSAGES.noFile);
    await startUpload(database.db, config, user.id);
    // The browser's FormData may put the type before or after the file: read every part, keep the file in memory.
    let bytes: Buffer | null = null;
    let documentType: unknown;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'document') bytes = await part.toBuffer();
          else await part.toBuffer();
        } else if (part.fieldname === 'documentType') {
          documentType = part.value;
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, VERIFICATION_MESSAGES.tooLarge);
      }
      throw err;
    }
    if (!isDocumentType(documentType)) {
      throw new HttpError(400, VERIFICATION_MESSAGES.badDocumentType, { field: 'documentType' });
    }
    if (!bytes) throw new HttpError(400, VERIFICATION_MESSAGES.noFile, { field: 'document' });
    const document = await uploadDocument(database.db, app.ctx, { user, documentType, bytes });
    return reply.status(201).send(document);
  });

  app.get('/my-documents', ownDocumentsRoute, async (request) => {
    const user = requireUser(request);
    return listOwnDocuments(database.db, user.id);
  });

  app.get('/pending', pendingRoute, async (request) => {
    const admin = requireAdmin(request);
    return listPendingDocuments(database.db, admin);
  });

  app.post(
    '/review/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: reviewDocumentSchema,
        response: { 200: verificationDocumentSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return reviewDocument(database.db, admin, request.params.id, request.body, config.publicUrl);
    },
  );

  app.get(
    '/documents/:id/file',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: documentFileSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, mimeType, documentType } = await readDocumentFile(
        database.db,
        storage,
        user,
        request.params.id,
      );
      const ext = FILE_EXTENSIONS[mimeType] ?? 'bin';
      if (file.size !== null) reply.header('content-length', file.size);
      return reply
        .header('content-type', mimeType)
        .header('cache-control', 'no-store, private')
        .header('pragma', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', `inline; filename="${documentType.replace('_', '-')}.${ext}"`)
        .send(file.stream);
    },
  );
};
