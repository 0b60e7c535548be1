// The voice notes a profile carries (issue 35): her introduction and the voices of her references, each as
// {id, url, seconds, bytes, hiddenReason}. Hidden ones only to her, with the reason; the audio is read through
// the profile's own visibility (the search feature's route), never as a public file.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { VoiceNote } from '../../../shared/schemas/voice-notes.js';
import type { Db } from '../../db/client.js';
import { reviewRequests, reviews, voiceNotes } from '../../db/schema.js';
import { reviewShownSql } from '../../domain/visibility.js';

type NoteRow = typeof voiceNotes.$inferSelect;

/** Where a note's audio is read: under the worker's profile, so the profile's visibility rule guards it. */
export function voiceNoteUrl(workerId: string, noteId: string): string {
  return `/api/workers/${workerId}/voice-notes/${noteId}`;
}

function asPayload(row: NoteRow, isOwner: boolean): VoiceNote | null {
  if (row.hiddenAt && !isOwner) return null;
  return {
    id: row.id,
    url: voiceNoteUrl(row.workerId, row.id),
    seconds: row.seconds,
    bytes: row.bytes,
    hiddenReason: isOwner && row.hiddenAt ? row.hiddenReason : null,
  };
}

/** Her introduction as this viewer sees it, and each reference's voice by the review it came with. */
export async function profileVoiceNotes(
  db: Db,
  workerId: string,
  isOwner: boolean,
): Promise<{ intro: VoiceNote | null; byReviewId: Map<string, VoiceNote> }> {
  const [intro] = await db
    .select()
    .from(voiceNotes)
    .where(
      and(eq(voiceNotes.workerId, workerId), eq(voiceNotes.kind, 'intro'), eq(voiceNotes.status, 'active')),
    );
  const references = await db
    .select({ note: voiceNotes, reviewId: reviewRequests.reviewId })
    .from(voiceNotes)
    .innerJoin(reviewRequests, eq(reviewRequests.id, voiceNotes.reviewRequestId))
    .where(
      and(
        eq(voiceNotes.workerId, workerId),
        eq(voiceNotes.kind, 'reference'),
        isNotNull(reviewRequests.reviewId),
      ),
    );
  const byReviewId = new Map<string, VoiceNote>();
  for (const r of references) {
    const payload = asPayload(r.note, isOwner);
    if (payload && r.reviewId) byReviewId.set(r.reviewId, payload);
  }
  return { intro: intro ? asPayload(intro, isOwner) : null, byReviewId };
}

/**
 * The note's stored file when this viewer may hear it: her active introduction, or a reference's voice whose review
 * the profile shows; hidden ones only to her. The profile's own visibility is the caller's (search feature).
 */
export async function audibleNote(
  db: Db,
  workerId: string,
  noteId: string,
  isOwner: boolean,
): Promise<{ id: string; key: string } | null> {
  const [row] = await db
    .select({ note: voiceNotes, reviewId: reviews.id, reviewShown: reviewShownSql() })
    .from(voiceNotes)
    .leftJoin(reviewRequests, eq(reviewRequests.id, voiceNotes.reviewRequestId))
    .leftJoin(reviews, eq(reviews.id, reviewRequests.reviewId))
    .where(
      and(eq(voiceNotes.id, noteId), eq(voiceNotes.workerId, workerId), eq(voiceNotes.status, 'active')),
    );
  if (!row || (row.note.hiddenAt && !isOwner)) return null;
  if (row.note.kind === 'reference' && (!row.reviewId || !row.reviewShown)) return null;
  return { id: row.note.id, key: row.note.storageKey };
}
