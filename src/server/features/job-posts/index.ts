// The job-posts feature's public face (issue 18), for the other features and the benchmark: Jobs Near Me for a
// worker and applying (WhatsApp replies, issue 19), the job-alert opt-in (notification preferences and STOP, issue
// 19), hiding an employer's jobs (suspension and reports, issue 20) and the nearby script the bench runs.
export { setJobAlertSettings } from './alerts.js';
export { type ApplyInput, applyToJob } from './applications.js';
export { withdrawApplicationsBetween } from './block-withdrawal.js';
export { exportJobPostData } from './export.js';
export { nearbyJobsForWorker, sessionNearbyScript } from './nearby.js';
export {
  setEmployerJobPostsHidden,
  setJobPostHidden,
} from './posting.js';
