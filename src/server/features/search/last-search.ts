// Remembers where each signed-in person last searched, for the employer home page's recommendations (decision 0212).
// The search is the busiest endpoint and writes nothing itself (decision 0083): a person's first search in a while
// is written at once, later ones at most once per LAST_SEARCH_WRITE_EVERY_MS, the latest of them, by a timer. So a
// person who searches all day costs a write every few seconds at most, not one per search.
import { sql } from 'drizzle-orm';
import type { WorkerSearchQuery } from '../../../shared/schemas/search.js';
import type { DbOrTx } from '../../db/client.js';
import { lastSearches } from '../../db/schema.js';

const LAST_SEARCH_WRITE_EVERY_MS = 15_000;

type LastSearch = typeof lastSearches.$inferInsert;

/**
 * Writes the search unless the row already holds a later one (another process may have written it). A search of the
 * same millisecond wins: JavaScript's clock counts whole milliseconds, and one process can answer a person's searches
 * that fast, so `<` here lost the later of two same-millisecond searches (CI saw it on PostgreSQL).
 */
export async function saveLastSearch(db: DbOrTx, row: LastSearch): Promise<void> {
  await db
    .insert(lastSearches)
    .values(row)
    .onConflictDoUpdate({
      target: lastSearches.userId,
      set: {
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        radiusKm: sql`excluded.radius_km`,
        skill: sql`excluded.skill`,
        searchedAt: sql`excluded.searched_at`,
      },
      setWhere: sql`${lastSearches.searchedAt} <= excluded.searched_at`,
    });
}

export interface LastSearchRecorder {
  /** Called after each answered search; resolves once a due write is done (a failed write is logged, not thrown). */
  record(userId: string, q: WorkerSearchQuery, at?: Date): Promise<void>;
  /** Writes what is waiting (the app's close). */
  flush(): Promise<void>;
}

interface Entry {
  pending: LastSearch | null;
  timer: NodeJS.Timeout;
}

export function createLastSearchRecorder(
  db: DbOrTx,
  options: { everyMs?: number; onError: (err: unknown) => void },
): LastSearchRecorder {
  const everyMs = options.everyMs ?? LAST_SEARCH_WRITE_EVERY_MS;
  const entries = new Map<string, Entry>();
  const write = (row: LastSearch) => saveLastSearch(db, row).catch(options.onError);

  // At the end of each window: write the latest search of it, or forget the person until their next search.
  const schedule = (userId: string) => {
    const timer = setTimeout(() => {
      const entry = entries.get(userId);
      if (!entry?.pending) return void entries.delete(userId);
      const row = entry.pending;
      entries.set(userId, { pending: null, timer: schedule(userId) });
      void write(row);
    }, everyMs);
    timer.unref();
    return timer;
  };

  return {
    async record(userId, q, at = new Date()) {
      const row: LastSearch = {
        userId,
        latitude: q.lat,
        longitude: q.lng,
        radiusKm: q.radius,
        skill: q.skill ?? null,
        searchedAt: at,
      };
      const entry = entries.get(userId);
      if (entry) {
        entry.pending = row;
        return;
      }
      entries.set(userId, { pending: null, timer: schedule(userId) });
      await write(row);
    },
    async flush() {
      const waiting = [...entries.values()];
      entries.clear();
      for (const entry of waiting) clearTimeout(entry.timer);
      await Promise.all(waiting.flatMap((e) => (e.pending ? [write(e.pending)] : [])));
    },
  };
}
