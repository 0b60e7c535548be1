// A signed-in user's saved workers: a private shortlist shown on the home page and toggled from a profile.
import { and, desc, eq } from 'drizzle-orm';
import type { TierLevel } from '../../../shared/constants.js';
import { HIRE_MESSAGES } from '../../../shared/schemas/hire-texts.js';
import type { SavedWorker } from '../../../shared/schemas/search.js';
import type { Db } from '../../db/client.js';
import { savedWorkers, workers } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';

export async function listSavedWorkers(db: Db, userId: string): Promise<SavedWorker[]> {
  const rows = await db
    .select({
      id: workers.id,
      fullName: workers.fullName,
      profilePhotoUrl: workers.thumbnailUrl,
      fullPhotoUrl: workers.profilePhotoUrl,
      skills: workers.skills,
      tierLevel: workers.tierLevel,
      averageRating: workers.averageRating,
      totalReviews: workers.totalReviews,
      suburb: workers.suburb,
      city: workers.city,
      savedAt: savedWorkers.createdAt,
    })
    .from(savedWorkers)
    .innerJoin(workers, eq(workers.id, savedWorkers.workerId))
    .where(eq(savedWorkers.userId, userId))
    .orderBy(desc(savedWorkers.createdAt))
    .limit(200);
  return rows.map(({ fullPhotoUrl, ...r }) => ({
    ...r,
    profilePhotoUrl: r.profilePhotoUrl ?? fullPhotoUrl,
    tierLevel: r.tierLevel as TierLevel,
    savedAt: r.savedAt.toISOString(),
  }));
}

export async function saveWorker(db: Db, userId: string, workerId: string): Promise<void> {
  if (!isUuid(workerId)) throw notFound(HIRE_MESSAGES.workerNotFound);
  const [exists] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  if (!exists) throw notFound(HIRE_MESSAGES.workerNotFound);
  // Saving twice is the same as saving once.
  await db.insert(savedWorkers).values({ userId, workerId }).onConflictDoNothing();
}

export async function unsaveWorker(db: Db, userId: string, workerId: string): Promise<void> {
  if (!isUuid(workerId)) return;
  await db
    .delete(savedWorkers)
    .where(and(eq(savedWorkers.userId, userId), eq(savedWorkers.workerId, workerId)));
}
