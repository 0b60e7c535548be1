// The review requests' job: once a registration is complete, the requests its work history asked for go out.
import { defineJob } from '../../jobs/define.js';
import { sendWorkHistoryReviewRequests, workHistoryReviewRequestsKind } from './service.js';

export const reviewRequestJobs = [
  defineJob({
    ...workHistoryReviewRequestsKind,
    async run({ workerId }, { database, config, log }) {
      const result = await sendWorkHistoryReviewRequests(database.db, config, workerId);
      if (result.skipped.length > 0) {
        log.warn({ workerId, skipped: result.skipped }, 'work-history review requests skipped');
      }
    },
  }),
];
