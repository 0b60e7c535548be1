// An admin hides a voice note with a reason (off the profile; the worker still hears it and reads why) or shows it
// again (issue 35). The admin feature calls this inside its audited transaction.
import { eq } from 'drizzle-orm';
import type { VoiceNoteAdminView } from '../../../shared/schemas/voice-notes.js';
import type { Tx } from '../../db/client.js';
import { voiceNotes } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';
import { voiceNoteUrl } from './profile.js';

export async function setVoiceNoteHidden(
  tx: Tx,
  noteId: string,
  by: { adminId: string; reason: string | null },
  now: Date,
): Promise<VoiceNoteAdminView | null> {
  if (!isUuid(noteId)) return null;
  const [row] = await tx
    .update(voiceNotes)
    .set(
      by.reason === null
        ? { hiddenAt: null, hiddenReason: null, hiddenByUserId: null }
        : { hiddenAt: now, hiddenReason: by.reason, hiddenByUserId: by.adminId },
    )
    .where(eq(voiceNotes.id, noteId))
    .returning();
  if (!row) return null;
  return {
    id: row.id,
    workerId: row.workerId,
    kind: row.kind === 'reference' ? 'reference' : 'intro',
    url: voiceNoteUrl(row.workerId, row.id),
    seconds: row.seconds,
    bytes: row.bytes,
    hiddenReason: row.hiddenReason,
  };
}
