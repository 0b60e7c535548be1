// Voice notes (issue 35): the shape a profile carries and the admin's and the audio routes' payloads. The limits a
// sent note must meet, how long an unconfirmed introduction waits for her 1 and the play button's words are in
// voice-note-rules.ts, re-exported here.
import * as z from 'zod';
import { VOICE_NOTE_HIDE_REASON_MAX } from './voice-note-rules.js';

export {
  VOICE_INTRO_PENDING_HOURS,
  VOICE_NOTE_HIDE_REASON_MAX,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
  voiceNoteLength,
  voiceNoteSize,
} from './voice-note-rules.js';

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
