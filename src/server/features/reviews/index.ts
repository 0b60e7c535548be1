// The reviews feature's public face for other features: the worker row lock and rating aggregate a review updates.
export { lockWorkerForReview, recomputeWorkerRating } from './service.js';
