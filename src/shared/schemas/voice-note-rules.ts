// Voice notes' limits and how a note's length and size read on the play button ("0:42, 180 KB") (issue 35), without
// zod: the play button is on Find Workers and every profile, whose first load should not wait for the schema library.
// voice-notes.ts re-exports them beside the schemas.

/** The most a voice note may be, as sent (the file WhatsApp hands over). */
export const VOICE_NOTE_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_NOTE_MAX_SECONDS = 120;
/** An introduction she has not confirmed with 1 by then is dropped (decision 0360). */
export const VOICE_INTRO_PENDING_HOURS = 24;
/** The reason an admin gives for hiding one; the worker reads it. */
export const VOICE_NOTE_HIDE_REASON_MAX = 500;

/** "0:42": minutes and seconds. */
export function voiceNoteLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "180 KB": what pressing play downloads, in whole kilobytes (1 KB = 1000 bytes), at least 1. */
export function voiceNoteSize(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
