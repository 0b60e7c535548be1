// Voice notes (issue 35): the limits a sent note must meet, how long an unconfirmed introduction waits for her 1,
// the shape a profile carries, and how its length and size read on the play button ("0:42, 180 KB").
import * as z from 'zod';

/** The most a voice note may be, as sent (the file WhatsApp hands over). */
export const VOICE_NOTE_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_NOTE_MAX_SECONDS = 120;
/** An introduction she has not confirmed with 1 by then is dropped (decision 0360). */
export const VOICE_INTRO_PENDING_HOURS = 24;
/** The reason an admin gives for hiding one; the worker reads it. */
export const VOICE_NOTE_HIDE_REASON_MAX = 500;

export const voiceNoteSchema = z.object({
  id: z.uuid(),
  /** Served to signed-in people who may see the profile, with ranges (GET, never preloaded). */
  url: z.string(),
  seconds: z.number().int(),
  bytes: z.number().int(),
  /** Only to the worker whose profile it is: an admin hid it, and why. Null for everyone else. */
  hiddenReason: z.string().nullable(),
});
export type VoiceNote = z.infer<typeof voiceNoteSchema>;

export const hideVoiceNoteSchema = z.object({
  reason: z.string().trim().min(1).max(VOICE_NOTE_HIDE_REASON_MAX),
});

/** "0:42": minutes and seconds. */
export function voiceNoteLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "180 KB": what pressing play downloads, in whole kilobytes (1 KB = 1000 bytes), at least 1. */
export function voiceNoteSize(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** What the admin's hide and show answer (POST /api/admin/voice-notes/:id/hide|show). */
export const voiceNoteAdminViewSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  kind: z.enum(['intro', 'reference']),
  url: z.string(),
  seconds: z.number().int(),
  bytes: z.number().int(),
  hiddenReason: z.string().nullable(),
});
export type VoiceNoteAdminView = z.infer<typeof voiceNoteAdminViewSchema>;

const audioBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });
/** GET /api/workers/:id/voice-notes/:noteId: the whole file, or the range asked for. */
export const voiceNoteAudioSchema = {
  200: { description: 'The voice note as MP3', content: { 'audio/mpeg': { schema: audioBytes } } },
  206: { description: 'The range asked for', content: { 'audio/mpeg': { schema: audioBytes } } },
};
/** DELETE /api/workers/me/voice-intro: her profile has none any more. */
export const voiceIntroRemovedSchema = z.object({ voiceIntro: z.null() });
