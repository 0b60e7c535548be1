// The job posts' background job kinds and their payloads, apart from what runs them (jobs.ts), which imports the
// services that queue them.
import * as z from 'zod';
import { jobKind } from '../../jobs/define.js';

/** At a post's expiry, 30 days on: every due post expires and its applicants are told. */
export const expireJobPostsKind = jobKind('job-posts.expire', z.object({ jobPostId: z.guid() }));
/** Once a post has committed: the opted-in workers near it hear of it (decision 0201). */
export const jobAlertsKind = jobKind('job-posts.alerts', z.object({ jobPostId: z.guid() }));
