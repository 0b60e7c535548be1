// The review-requests feature's public face for other features: the review requests a new listing sends, and
// taking the verified mark off references from a phone the worker made her own.
export { queueWorkHistoryReviewRequests, unverifyReferencesFromPhone } from './service.js';
