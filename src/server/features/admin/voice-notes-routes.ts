// /api/admin/voice-notes/:id/hide and /show (issue 35; admin-only by the hook in routes.ts): a voice note leaves the
// profile with a reason its worker reads there, or comes back; both audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, idParamsSchema, reasonBodySchema } from '../../../shared/schemas/admin.js';
import { voiceNoteAdminViewSchema } from '../../../shared/schemas/voice-notes.js';
import { requireAdmin } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { setVoiceNoteHidden } from '../voice-notes/index.js';
import { recordAudit } from './audit.js';

/** Hides (a reason) or shows (null) a voice note and audits it, in the caller's transaction; 404 if none. */
export async function setVoiceNoteHiddenIn(
  tx: Tx,
  admin: Pick<SessionUser, 'id'>,
  noteId: string,
  reason: string | null,
  via: { reportId?: string } = {},
) {
  const view = await setVoiceNoteHidden(tx, noteId, { adminId: admin.id, reason }, new Date());
  if (!view) throw notFound(ADMIN_MESSAGES.voiceNoteNotFound);
  await recordAudit(tx, admin, {
    action: reason === null ? 'voice_note.shown' : 'voice_note.hidden',
    subjectType: 'voice_note',
    subjectId: noteId,
    details: { ...(reason === null ? {} : { reason }), ...via },
  });
  return view;
}

export const adminVoiceNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const response = { 200: voiceNoteAdminViewSchema };
  app.post(
    '/voice-notes/:id/hide',
    { schema: { params: idParamsSchema, body: reasonBodySchema, response } },
    async (request) =>
      db.transaction((tx) =>
        setVoiceNoteHiddenIn(tx, requireAdmin(request), request.params.id, request.body.reason),
      ),
  );
  app.post('/voice-notes/:id/show', { schema: { params: idParamsSchema, response } }, async (request) =>
    db.transaction((tx) => setVoiceNoteHiddenIn(tx, requireAdmin(request), request.params.id, null)),
  );
};
