// GET /api/workers/search, GET /api/workers/:id, its voice notes' audio (issue 35) and POST /api/workers/:id/phone
// (the Contact dialog's number), all for signed-in users (the spec's pages need login), and the
// employer home page's recommendations near the last search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  SUBSCRIBERS_ONLY_MESSAGE,
  subscriptionErrorSchema,
} from '../../../shared/schemas/advanced-filters.js';
import { phoneRevealErrorSchema, phoneRevealSchema } from '../../../shared/schemas/phone-reveal.js';
import { recommendationsResponseSchema } from '../../../shared/schemas/recommendations.js';
import {
  workerProfileSchema,
  workerSearchQuerySchema,
  workerSearchResponseSchema,
} from '../../../shared/schemas/search.js';
import { voiceNoteAudioSchema } from '../../../shared/schemas/voice-notes.js';
import { requireUser } from '../../context.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { forbidden, notFound, unauthorized } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { requestLanguage, serverTranslators } from '../../platform/i18n/index.js';
import { keepSessionAlive, readSessionCookie, sessionIdHash } from '../../platform/sessions/index.js';
import { audibleNote, sendVoiceNote } from '../voice-notes/index.js';
import { createLastSearchRecorder } from './last-search.js';
import { revealWorkerPhone } from './phone-reveal.js';
import { getWorkerProfile, visibleWorker } from './profile.js';
import { recommendationsFor } from './recommendations.js';
import { searchWorkersForSession } from './service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.ctx;
  const lastSearch = createLastSearchRecorder(database.db, {
    onError: (err) => app.log.warn({ err }, 'last search location not saved'),
  });
  app.addHook('onClose', () => lastSearch.flush());

  app.get(
    '/workers/search',
    {
      schema: {
        querystring: workerSearchQuerySchema,
        response: { 200: workerSearchResponseSchema, '4xx': subscriptionErrorSchema },
      },
      // The busiest endpoint: the session is checked in the search's round trip, and the answer is written by a
      // serializer compiled from its schema (decision 0083).
      config: { sessionLookup: 'route' },
      serializerCompiler: compiledSerializerCompiler,
    },
    async (request) => {
      const rawId = readSessionCookie(request);
      const found = rawId
        ? await searchWorkersForSession(database, sessionIdHash(config, rawId), request.query)
        : null;
      if (!rawId || !found) throw unauthorized('Unauthorized');
      await keepSessionAlive(database.db, found.session);
      if (found.outcome === 'needsSubscription') {
        const message = serverTranslators()(requestLanguage(request))._(SUBSCRIBERS_ONLY_MESSAGE);
        throw forbidden(message, { requiresSubscription: true });
      }
      await lastSearch.record(found.userId, request.query);
      return found.response;
    },
  );

  app.get(
    '/employer/recommendations',
    { schema: { response: { 200: recommendationsResponseSchema } } },
    async (request) => recommendationsFor(database, requireUser(request).id),
  );

  app.get(
    '/workers/:id',
    // Any text reaches the handler: a malformed id is just a worker that does not exist.
    { schema: { params: z.object({ id: z.string() }), response: { 200: workerProfileSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getWorkerProfile(database.db, request.params.id, user.id);
    },
  );

  // Issue 35: a voice note on the profile, to whoever may see the profile (the same rule), with ranges.
  app.get(
    '/workers/:id/voice-notes/:noteId',
    { schema: { params: z.object({ id: z.string(), noteId: z.string() }), response: voiceNoteAudioSchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, noteId } = request.params;
      const visible = await visibleWorker(database.db, id, user.id);
      const note =
        visible && isUuid(noteId) ? await audibleNote(database.db, id, noteId, visible.isOwnProfile) : null;
      if (!note) throw notFound();
      return sendVoiceNote(request, reply, app.ctx.storage, note);
    },
  );

  app.post(
    '/workers/:id/phone',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: phoneRevealSchema, '4xx': phoneRevealErrorSchema },
      },
    },
    async (request) => revealWorkerPhone(database.db, request.params.id, requireUser(request).id),
  );
};
