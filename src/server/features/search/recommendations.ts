// The employer home page's featured recommendations: live workers within the radius of the person's last search (and
// with its skill), Premium first, then Verified, nearest first within a tier (decision 0212). The same SQL as the
// search, in another order.
import { eq } from 'drizzle-orm';
import {
  RECOMMENDATION_COUNT,
  type RecommendationsResponse,
} from '../../../shared/schemas/recommendations.js';
import type { WorkerSearchQuery } from '../../../shared/schemas/search.js';
import type { Database } from '../../db/client.js';
import { lastSearches, workers } from '../../db/schema.js';
import { sqlUuid } from '../../db/sql-literal.js';
import { type SearchRow, toSearchItem } from './result-rows.js';
import { buildSearchSql, FEATURED_ORDER_BY, SEARCH_PLAN_SETTINGS } from './search-sql.js';

export async function recommendationsFor(
  database: Database,
  userId: string,
): Promise<RecommendationsResponse> {
  const { db } = database;
  const [[last], own] = await Promise.all([
    db.select().from(lastSearches).where(eq(lastSearches.userId, userId)),
    db.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId)),
  ]);
  if (!last) return { near: null, workers: [] };
  const q: WorkerSearchQuery = {
    lat: last.latitude,
    lng: last.longitude,
    radius: last.radiusKm,
    skill: last.skill ?? undefined,
    verifiedOnly: false,
    sort: 'distance',
    page: 1,
    // One more, in case the person's own worker profile is among them.
    limit: RECOMMENDATION_COUNT + 1,
  };
  const rows = await database.script<SearchRow>(
    `${SEARCH_PLAN_SETTINGS}\n${buildSearchSql(q, { orderBy: FEATURED_ORDER_BY, viewerUserId: sqlUuid(userId) })}`,
  );
  const ownIds = new Set(own.map((w) => w.id));
  return {
    near: {
      latitude: last.latitude,
      longitude: last.longitude,
      radiusKm: last.radiusKm,
      skill: last.skill,
      searchedAt: last.searchedAt.toISOString(),
    },
    workers: rows
      .filter((r) => !ownIds.has(r.id))
      .slice(0, RECOMMENDATION_COUNT)
      .map(toSearchItem),
  };
}
