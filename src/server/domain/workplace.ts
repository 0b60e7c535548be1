// Where a hire's work happens (issue 33, decision 0335): domestic work is at the household's, so the worker and, at
// check-in, her trusted contact need its street address. A booking may carry its own; a hire made from a job post
// happens at the job's address; otherwise the household's latest job post is the best place we know, the same post
// whose suburb and city the request, the reminder and the replacements already name (decisions 0232, 0325, 0327),
// so the area and the street never disagree. Who may read the answer is domain/visibility.ts
// (isWorkplaceAddressVisible); this only finds it.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { hires, jobApplications, jobPosts } from '../db/schema.js';

export interface Workplace {
  /** The street address as the household gave it, or the job post's with its suburb and city; null: none known. */
  address: string | null;
}

type PostPlace = Pick<typeof jobPosts.$inferSelect, 'address' | 'suburb' | 'city'>;

function postAddress(post: PostPlace): string {
  return [post.address, post.suburb, post.city].filter(Boolean).join(', ');
}

const postPlace = { address: jobPosts.address, suburb: jobPosts.suburb, city: jobPosts.city };

/** The workplace of one hire (none for an unknown id). */
export async function workplaceOf(db: DbOrTx, hireId: string): Promise<Workplace> {
  const [hire] = await db
    .select({ own: hires.workplaceAddress, employerUserId: hires.employerUserId })
    .from(hires)
    .where(eq(hires.id, hireId));
  if (!hire) return { address: null };
  if (hire.own) return { address: hire.own };
  const [fromJob] = await db
    .select(postPlace)
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
    .where(eq(jobApplications.hireId, hireId))
    .limit(1);
  if (fromJob) return { address: postAddress(fromJob) };
  if (!hire.employerUserId) return { address: null };
  const [latest] = await db
    .select(postPlace)
    .from(jobPosts)
    .where(eq(jobPosts.employerUserId, hire.employerUserId))
    .orderBy(desc(jobPosts.createdAt))
    .limit(1);
  return { address: latest ? postAddress(latest) : null };
}
