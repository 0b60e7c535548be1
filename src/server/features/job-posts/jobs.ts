// The job posts' jobs: each post's expiry and its alerts.
import { defineJob } from '../../jobs/define.js';
import { sendJobAlerts } from './alerts.js';
import { expireJobPostsKind, jobAlertsKind } from './job-kinds.js';
import { expireDueJobPosts } from './posting.js';

export const jobPostJobs = [
  defineJob({
    ...expireJobPostsKind,
    async run(_payload, { database, config }) {
      await expireDueJobPosts(database.db, config.publicUrl);
    },
  }),
  defineJob({
    ...jobAlertsKind,
    async run({ jobPostId }, { database, config }) {
      await sendJobAlerts(database.db, { jobPostId, publicUrl: config.publicUrl });
    },
  }),
];
