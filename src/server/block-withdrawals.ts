// What a block withdraws between two people, feature by feature (issue 31, decision 0286): each entry cancels what
// its feature still has pending between them, either way, inside the block's transaction. buildApp puts this table
// in the app's context, as it does the payment types, so the trust feature applies it without importing the
// features it withdraws from (they import trust for what a worker sees of an employer: a folder cycle otherwise).
// A booking is a hire: withdrawHireRequestsBetween withdraws a pending booking request and gives its time back.
import type { WithdrawOnBlock } from './domain/blocks.js';
import { withdrawHireRequestsBetween } from './features/hires/index.js';
import { withdrawApplicationsBetween } from './features/job-posts/index.js';

export const BLOCK_WITHDRAWALS: readonly WithdrawOnBlock[] = [
  withdrawHireRequestsBetween,
  withdrawApplicationsBetween,
];
