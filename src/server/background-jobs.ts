// Every background job and schedule, by feature: what each payload holds and what runs it (each feature's jobs.ts,
// decision 0270). buildApp gives this table to the job runner, as payment-types.ts gives the payment types.
import { authJobs } from './features/auth/jobs.js';
import { bookingJobs, bookingSchedules } from './features/bookings/jobs.js';
import { hireJobs } from './features/hires/jobs.js';
import { householdJobs, householdSchedules } from './features/household/jobs.js';
import { jobPostJobs } from './features/job-posts/jobs.js';
import { meJobs } from './features/me/jobs.js';
import { notificationJobs, notificationSchedules } from './features/notifications/jobs.js';
import { payoutJobs, payoutSchedules } from './features/payouts/jobs.js';
import { reconciliationJobs, reconciliationSchedules } from './features/reconciliation/index.js';
import { reviewRequestJobs } from './features/review-requests/jobs.js';
import { reviewJobs } from './features/reviews/jobs.js';
import { safetyJobs } from './features/safety/jobs.js';
import { tierJobs, tierSchedules } from './features/tiers/jobs.js';
import { uploadJobs } from './features/uploads/jobs.js';
import { visitPaymentJobs, visitPaymentSchedules } from './features/visit-payments/index.js';
import { voiceNoteJobs, voiceNoteSchedules } from './features/voice-notes/jobs.js';
import type { JobDefinition, ScheduleDefinition } from './jobs/define.js';
import { messagingJobs } from './platform/messaging/index.js';
import { sessionJobs } from './platform/sessions/index.js';

export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  ...messagingJobs,
  ...sessionJobs,
  ...authJobs,
  ...meJobs,
  ...uploadJobs,
  ...reviewJobs,
  ...reviewRequestJobs,
  ...hireJobs,
  ...bookingJobs,
  ...householdJobs,
  ...jobPostJobs,
  ...safetyJobs,
  ...tierJobs,
  ...notificationJobs,
  ...visitPaymentJobs,
  ...payoutJobs,
  ...voiceNoteJobs,
  ...reconciliationJobs,
];

/** Jobs the runner queues on a calendar rule (South African time), not each run queuing the next. */
export const SCHEDULES: readonly ScheduleDefinition[] = [
  ...tierSchedules,
  ...notificationSchedules,
  ...householdSchedules,
  ...bookingSchedules,
  ...visitPaymentSchedules,
  ...payoutSchedules,
  ...voiceNoteSchedules,
  ...reconciliationSchedules,
];
