// A block between two people (issue 31) withdraws the job applications still waiting between them, either way: the
// employer no longer lists the applicant, and cannot hire her from it. Deleted rather than marked, since nothing
// of a withdrawn application is shown to anyone; an application already hired keeps its row (the hire has its own).
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jobApplications, jobPosts, workers } from '../../db/schema.js';

export async function withdrawApplicationsBetween(tx: Tx, a: string, b: string): Promise<number> {
  const jobsOf = (userId: string) =>
    tx.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.employerUserId, userId));
  const workerOf = (userId: string) =>
    tx.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId));
  const withdrawn = await tx
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.status, 'applied'),
        or(
          and(inArray(jobApplications.jobPostId, jobsOf(a)), inArray(jobApplications.workerId, workerOf(b))),
          and(inArray(jobApplications.jobPostId, jobsOf(b)), inArray(jobApplications.workerId, workerOf(a))),
        ),
      ),
    )
    .returning({ id: jobApplications.id });
  return withdrawn.length;
}
