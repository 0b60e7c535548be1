// The review-requests feature's public face for other features: the review requests a new listing sends, taking
// the verified mark off references from a phone the worker made her own, and the live request a past employer's
// voice note answers (issue 35).
export {
  liveRequestToPhone,
  queueWorkHistoryReviewRequests,
  unverifyReferencesFromPhone,
} from './service.js';
