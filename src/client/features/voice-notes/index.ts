// The voice notes' public face on the client (issue 35): the play button, the worker's note on her hidden voice
// note, and removing her introduction.
export { useRemoveVoiceIntro } from './api.js';
export { HiddenVoiceNote } from './hidden-note.js';
export { type VoiceNoteKind, VoicePlayer } from './voice-player.js';
