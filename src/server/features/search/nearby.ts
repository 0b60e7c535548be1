// Workers near a place for another feature to offer (a visit's replacements, issue 33): the search's own SQL
// (search-sql.ts) with its literals, live listings only, nearest first, none blocked either way with the viewer.
// Run on the caller's transaction, so it sees what that transaction just wrote and PGlite's one connection is not
// asked for a second.
import { sql } from 'drizzle-orm';
import type { WorkerSearchQuery } from '../../../shared/schemas/search.js';
import type { DbOrTx } from '../../db/client.js';
import { sqlUuid } from '../../db/sql-literal.js';
import type { SearchRow } from './result-rows.js';
import { buildSearchSql } from './search-sql.js';

export interface NearbyWorker {
  id: string;
  fullName: string;
  suburb: string;
  city: string;
}

export async function nearbyWorkers(
  db: DbOrTx,
  q: { lat: number; lng: number; radiusKm: number; skill: string; viewerUserId: string; limit: number },
): Promise<NearbyWorker[]> {
  const query: WorkerSearchQuery = {
    lat: q.lat,
    lng: q.lng,
    radius: q.radiusKm,
    skill: q.skill,
    verifiedOnly: false,
    sort: 'distance',
    page: 1,
    limit: q.limit,
  };
  const result = await db.execute(sql.raw(buildSearchSql(query, { viewerUserId: sqlUuid(q.viewerUserId) })));
  const rows = (result as unknown as { rows: SearchRow[] }).rows;
  return rows.map((r) => ({ id: r.id, fullName: r.full_name, suburb: r.suburb, city: r.city }));
}
