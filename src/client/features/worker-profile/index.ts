// The worker-profile feature's public face: a worker's public profile and the signed-in user's own profile
// (GET /api/workers/me).
export { prefetchWorkerProfile, useWorkerProfile } from './api.js';
export { type OwnWorkerProfile, useOwnWorkerProfile, WORKER_ME_KEY } from './own-profile.js';
export { SpokenLanguagesPicker } from './spoken-languages-picker.js';
export { WorkerProfileView } from './worker-profile-view.js';
