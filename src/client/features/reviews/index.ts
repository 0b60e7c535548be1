// The reviews feature's public face: the profile's review form, the dashboard's review request and the public
// /review/:token form.
export { useReviewRequest } from './api.js';
export { LeaveReview } from './leave-review.js';
export { PublicReviewForm } from './public-review-form.js';
export { RequestReviewForm } from './request-review-form.js';
export { StarRatingInput } from './star-rating-input.js';
