// The voice notes' plugin (issue 35): registers the two reply handlers with the messaging platform, and
// DELETE /api/workers/me/voice-intro. The audio itself is read through the profile (search feature's route).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment-texts.js';
import { voiceIntroRemovedSchema } from '../../../shared/schemas/voice-notes.js';
import { requireUser } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { removeIntro, workerIdOf } from './intro.js';
import { deleteFiles } from './receive.js';
import { voiceIntroReplyHandler, voiceNoteReplyHandler } from './replies.js';

export const voiceNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, storage, replies } = app.ctx;
  const deps = { storage, log: app.log };
  replies.register(voiceNoteReplyHandler(config.publicUrl));
  replies.register(voiceIntroReplyHandler(deps));

  app.delete(
    '/workers/me/voice-intro',
    { schema: { response: { 200: voiceIntroRemovedSchema } } },
    async (request) => {
      const user = requireUser(request);
      const workerId = await workerIdOf(database.db, user.id);
      if (!workerId) throw notFound(PAYMENT_MESSAGES.noWorkerProfile);
      await deleteFiles(deps, await removeIntro(database.db, workerId));
      return { voiceIntro: null };
    },
  );
};
