// The reviews feature's job: at a hire's blind deadline the worker's stored rating counts what it revealed.
import { defineJob } from '../../jobs/define.js';
import { revealReviewsKind } from './blind.js';
import { recountAfterReveal } from './employer-reviews.js';

export const reviewJobs = [
  defineJob({
    ...revealReviewsKind,
    run: ({ hireId }, { database }) => recountAfterReveal(database.db, hireId),
  }),
];
