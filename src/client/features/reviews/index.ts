// The reviews feature's public face for other features (its queries are in api.ts, also public).
export { RequestReviewForm } from './request-review-form.js';
