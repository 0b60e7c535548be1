// JOBS lists up to three open jobs near the worker, each with a short code; APPLY <code> applies to one, through
// the job posts feature's own rules (live listing, police clearance, one application each). Both read the jobs
// near the worker with the job posts feature's own search, which runs outside the webhook's transaction (its
// planner settings need a script of their own), so they answer after the commit; APPLY writes its application and
// its audit entry together in a transaction of its own.
import { formatRand } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { matchesShortCode, normaliseShortCode, shortCode } from '../../lib/short-code.js';
import type { InboundReply, ReplyHandler } from '../../platform/messaging/index.js';
import { applyToJob, nearbyJobsForWorker } from '../job-posts/index.js';
import { JOB_REPLY_TEXTS } from './job-texts.js';
import { REPLY_TEXTS } from './texts.js';
import { parseReply } from './words.js';

/** Jobs listed by JOBS. */
const LISTED = 3;
/** Jobs an APPLY code is matched against: the listed ones and plenty that may have joined them since. */
const MATCHED = 50;

async function jobsNear(database: Database, userId: string, limit: number) {
  const jobs = await nearbyJobsForWorker(database, userId, { limit });
  if (jobs === null) return null;
  const ids = jobs.map((j) => j.id);
  return jobs.map((job) => ({ ...job, code: shortCode(job.id, ids) }));
}

export function jobReplyHandler(database: Database, publicUrl: string): ReplyHandler {
  const noProfile = (reply: InboundReply) =>
    REPLY_TEXTS.noProfile({ link: `${publicUrl}/register-worker` }, reply.language);

  async function listJobs(reply: InboundReply, userId: string): Promise<string> {
    const jobs = await jobsNear(database, userId, LISTED);
    if (jobs === null) return noProfile(reply);
    if (jobs.length === 0) return JOB_REPLY_TEXTS.none(reply.language);
    return JOB_REPLY_TEXTS.list(
      {
        jobs: jobs.map((job) => ({
          code: job.code,
          title: job.title,
          suburb: job.suburb,
          distanceKm: job.distanceKm,
          payType: job.payType === 'daily' ? 'daily' : 'hourly',
          pay: formatRand(Math.round(job.payRate * 100)),
        })),
      },
      reply.language,
    );
  }

  async function apply(reply: InboundReply, userId: string, typed: string): Promise<string> {
    const code = normaliseShortCode(typed);
    if (!code) return JOB_REPLY_TEXTS.applyHow(reply.language);
    const jobs = await jobsNear(database, userId, MATCHED);
    if (jobs === null) return noProfile(reply);
    const matches = jobs.filter((job) => matchesShortCode(job.id, code));
    const [job] = matches;
    if (!job || matches.length > 1)
      return JOB_REPLY_TEXTS.unknownCode({ code: typed.toUpperCase() }, reply.language);
    try {
      await database.db.transaction(async (tx) => {
        const created = await applyToJob(
          tx,
          { jobPostId: job.id, workerUserId: userId, publicUrl },
          reply.now,
        );
        await tx.insert(auditLog).values({
          actorUserId: userId,
          action: 'job_application.create_by_reply',
          subjectType: 'job_post',
          subjectId: job.id,
          details: { applicationId: created.id, messageSid: reply.messageSid, channel: reply.channel },
        });
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.statusCode === 409) return JOB_REPLY_TEXTS.alreadyApplied(reply.language);
      if (err.statusCode === 410 || err.statusCode === 404) return JOB_REPLY_TEXTS.ended(reply.language);
      if (err.extra?.code === 'police_clearance_required') {
        return JOB_REPLY_TEXTS.policeClearance({ link: `${publicUrl}/verification-upload` }, reply.language);
      }
      if (err.extra?.code === 'listing_required') {
        return REPLY_TEXTS.listingNotLive({ link: `${publicUrl}/worker-dashboard` }, reply.language);
      }
      throw err;
    }
    return JOB_REPLY_TEXTS.applied({ title: job.title }, reply.language);
  }

  return {
    name: 'jobs',
    priority: 300,
    async handle(_tx, reply) {
      const parsed = parseReply(reply.text);
      if (parsed.kind !== 'command' || (parsed.command !== 'jobs' && parsed.command !== 'apply')) return null;
      const user = reply.user;
      if (!user) return { body: REPLY_TEXTS.noAccount({ link: publicUrl }, reply.language) };
      const fallback = REPLY_TEXTS.notUnderstood(reply.language);
      if (parsed.command === 'jobs') return { body: fallback, afterCommit: () => listJobs(reply, user.id) };
      const typed = parsed.argument.split(' ')[0] ?? '';
      if (!typed) return { body: JOB_REPLY_TEXTS.applyHow(reply.language) };
      return { body: fallback, afterCommit: () => apply(reply, user.id, typed) };
    },
  };
}
