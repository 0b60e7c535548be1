// Worker search. Search filters and orders by the ~1 km grid position only, so neither the radius edge nor the order
// can reveal where a worker really lives. The endpoint's script checks the session (and, for the employer plan's
// advanced filters, the subscription) in the same round trip as the search (decisions 0083, 0210).
import { hasAdvancedFilters } from '../../../shared/schemas/advanced-filters.js';
import type { WorkerSearchQuery, WorkerSearchResponse } from '../../../shared/schemas/search.js';
import type { Database } from '../../db/client.js';
import { activeSubscriptionRawSql } from '../../domain/subscription.js';
import { cappedTotal } from '../../lib/capped-total.js';
import {
  type LiveSession,
  type LiveSessionRow,
  liveSessionFromRow,
  liveSessionSql,
  liveSessionStateSql,
  sessionHashLiteral,
} from '../../platform/sessions/index.js';
import { type SearchRow, toSearchItem } from './result-rows.js';
import { buildSearchSql, SEARCH_PLAN_SETTINGS } from './search-sql.js';

/** The whole search as one round trip: the planner settings, then the SELECT (whose rows the script answers). */
function searchScript(q: WorkerSearchQuery): string {
  return `${SEARCH_PLAN_SETTINGS}\n${buildSearchSql(q)}`;
}

/** The session row's user holds a subscription in force. */
const SUBSCRIBED_SQL = activeSubscriptionRawSql('s.user_id');

/**
 * What the endpoint sends, in one round trip: the planner settings, the caller's session state, then the search,
 * which reads nothing unless that session is live. A separate session lookup cost a second round trip per search
 * (decision 0083). With an advanced filter, the state also says whether the user subscribes, and the search reads
 * nothing unless they do (decision 0210).
 */
export function sessionSearchScript(idHash: string, q: WorkerSearchQuery): string {
  const hash = sessionHashLiteral(idHash);
  const viewerUserId = `(SELECT sv.user_id FROM sessions sv WHERE sv.id_hash = ${hash})`;
  if (!hasAdvancedFilters(q)) {
    return `${SEARCH_PLAN_SETTINGS}\n${liveSessionStateSql(hash)};\n${buildSearchSql(q, { onlyIf: liveSessionSql(hash), viewerUserId })}`;
  }
  const state = liveSessionStateSql(hash, `${SUBSCRIBED_SQL} AS subscribed`);
  const search = buildSearchSql(q, { onlyIf: liveSessionSql(hash, SUBSCRIBED_SQL), viewerUserId });
  return `${SEARCH_PLAN_SETTINGS}\n${state};\n${search}`;
}

interface SessionStateRow extends LiveSessionRow {
  user_id: string;
  subscribed?: boolean;
}

export type SessionSearchResult =
  | { outcome: 'found'; session: LiveSession; userId: string; response: WorkerSearchResponse }
  /** Live session, advanced filters, no subscription: nothing was read. */
  | { outcome: 'needsSubscription'; session: LiveSession; userId: string };

/** The search for the holder of a session: no live session (expired, signed out) answers null and read nothing. */
export async function searchWorkersForSession(
  database: Database,
  idHash: string,
  q: WorkerSearchQuery,
): Promise<SessionSearchResult | null> {
  const results = await database.scriptResults(sessionSearchScript(idHash, q));
  const state = results.at(-2)?.[0] as SessionStateRow | undefined;
  const session = liveSessionFromRow(state, idHash);
  if (!state || !session) return null;
  if (state.subscribed === false) return { outcome: 'needsSubscription', session, userId: state.user_id };
  return {
    outcome: 'found',
    session,
    userId: state.user_id,
    response: await toResponse(database, q, results.at(-1) as unknown as SearchRow[]),
  };
}

async function toResponse(
  database: Database,
  q: WorkerSearchQuery,
  rows: SearchRow[],
): Promise<WorkerSearchResponse> {
  const { total, totalCapped } = await cappedTotal(rows, q.page, () =>
    database.script<SearchRow>(searchScript({ ...q, page: 1, limit: 1 })),
  );
  return {
    workers: rows.map(toSearchItem),
    total,
    totalCapped,
    page: q.page,
    limit: q.limit,
  };
}
