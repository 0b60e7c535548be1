// Where a hire's work happens (issue 33, decision 0335): domestic work is at the household's, so the worker and, at
// check-in, her trusted contact need its street address. A booking may carry its own; a hire made from a job post
// happens at the job's address; otherwise the household's latest job post is the best place we know, the same post
// whose suburb and city the request, the reminder and the replacements already name (decisions 0232, 0325, 0327),
// so the area and the street never disagree. Who may read the answer is domain/visibility.ts
// (isWorkplaceAddressVisible); this only finds it.
import { desc, eq, inArray } from 'drizzle-orm';
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

/** A suburb and city, never the street: what a statement or a list may show of where a hire's work happens. */
function areaOf(post: Pick<PostPlace, 'suburb' | 'city'>): string | null {
  return [post.suburb, post.city].filter(Boolean).join(', ') || null;
}

/**
 * The general area of each hire's workplace, found as workplaceOf finds the street (its job post's, else the
 * household's latest post's), so the two never disagree; a hire with none known is absent from the answer.
 */
export async function workplaceAreas(db: DbOrTx, hireIds: readonly string[]): Promise<Map<string, string>> {
  const areas = new Map<string, string>();
  if (hireIds.length === 0) return areas;
  const fromJobs = await db
    .select({ hireId: jobApplications.hireId, suburb: jobPosts.suburb, city: jobPosts.city })
    .from(jobApplications)
    .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
    .where(inArray(jobApplications.hireId, [...hireIds]));
  for (const row of fromJobs) {
    const area = areaOf(row);
    if (row.hireId && area) areas.set(row.hireId, area);
  }
  const rest = hireIds.filter((id) => !areas.has(id));
  if (rest.length === 0) return areas;
  const employers = await db
    .select({ id: hires.id, employerUserId: hires.employerUserId })
    .from(hires)
    .where(inArray(hires.id, rest));
  const employerIds = [...new Set(employers.map((e) => e.employerUserId).filter((id) => id !== null))];
  if (employerIds.length === 0) return areas;
  const posts = await db
    .select({ employerUserId: jobPosts.employerUserId, suburb: jobPosts.suburb, city: jobPosts.city })
    .from(jobPosts)
    .where(inArray(jobPosts.employerUserId, employerIds))
    .orderBy(desc(jobPosts.createdAt));
  const latest = new Map<string, string>();
  for (const post of posts) {
    const area = areaOf(post);
    if (post.employerUserId && area && !latest.has(post.employerUserId))
      latest.set(post.employerUserId, area);
  }
  for (const hire of employers) {
    const area = hire.employerUserId ? latest.get(hire.employerUserId) : undefined;
    if (area) areas.set(hire.id, area);
  }
  return areas;
}
