// The voice notes feature's public face (issue 35): what a profile carries (her introduction and her references'
// voices), whether a viewer may hear a note and sending it with ranges (the search feature's profile route), an
// admin's hide and show, and the seed's way to give the demo worker an introduction.

export { setVoiceNoteHidden } from './moderation.js';
export { audibleNote, profileVoiceNotes, voiceNoteUrl } from './profile.js';
export { voiceNoteRoutes } from './routes.js';
export { seedVoiceIntro } from './seed.js';
export { sendVoiceNote } from './serve.js';
