// The review-requests feature's public face for other features: the review requests a new listing sends.
export { queueWorkHistoryReviewRequests } from './service.js';
