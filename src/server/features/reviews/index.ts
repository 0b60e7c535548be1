// The reviews feature's public face for other features: the worker row lock and rating aggregate a review updates,
// an admin's hiding of a review, the message that tells the worker of a new one, and the employer's rating from
// workers' reviews (the employer profile and the admins' low-rating flag read it).
export {
  employerRating,
  employerReviewsWrittenBy,
  lowRatedEmployers,
  revealedEmployerReviews,
} from './employer-reviews.js';
export { moderateEmployerReview, moderateReview, type ReviewModeration } from './moderation.js';
export { lockWorkerForReview, notifyReviewReceived, recomputeWorkerRating } from './service.js';
