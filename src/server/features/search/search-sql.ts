// The worker search's SQL (raw, decision 0083): planner settings and one SELECT with its values inlined as
// validated literals, so that the planner can match the partial GiST indexes. The advanced filters of the employer
// plan (decision 0210) are further conditions of the same index walk.
import { AVAILABILITY_OPTIONS, CATEGORIES } from '../../../shared/constants.js';
import { type AdvancedFilters, DAY_RATE_HOURS } from '../../../shared/schemas/advanced-filters.js';
import { SEARCH_RESULT_CAP, type WorkerSearchQuery } from '../../../shared/schemas/search.js';
import { isSpokenLanguageCode } from '../../../shared/spoken-languages.js';
import { sqlFloat as float, sqlCount as int, sqlText, sqlTextArray } from '../../db/sql-literal.js';
import { blockedBetweenRawSql } from '../../domain/blocks.js';
import {
  listingLiveRawSql,
  reviewShownRawSql,
  tierInForceRawSql,
  tierRankRawSql,
} from '../../domain/visibility.js';

/** A worker's rate by the day: the daily rate, else the hourly rate for a day of DAY_RATE_HOURS. */
function dayRateSql(alias: string): string {
  return `coalesce(${alias}.daily_rate, ${alias}.hourly_rate * ${int(DAY_RATE_HOURS)})`;
}

/**
 * The outer ORDER BY of each sort. Tier priority (premium, then verified) breaks the sort's ties, as the tier perks
 * promise; for distance a tie is the same whole kilometre, the precision a searcher sees.
 */
const ORDER_BY: Record<WorkerSearchQuery['sort'], string> = {
  distance: 'round(c.dist_m / 1000) ASC, c.tier_rank DESC, c.dist_m ASC, c.average_rating DESC, c.id ASC',
  rating: 'c.average_rating DESC, c.tier_rank DESC, c.total_reviews DESC, c.dist_m ASC, c.id ASC',
  price: `${dayRateSql('c')} ASC NULLS LAST, c.tier_rank DESC, c.dist_m ASC, c.id ASC`,
};

/**
 * Each card's voice introduction (issue 35): her active one not hidden, at most one (a unique partial index), read
 * for the page's rows only after the KNN scan has picked them.
 */
const VOICE_INTRO_JOIN = `LEFT JOIN voice_notes vn ON vn.worker_id = c.id AND vn.kind = 'intro'
    AND vn.status = 'active' AND vn.hidden_at IS NULL`;

/** The featured order of the employer home page's recommendations: Premium first, then Verified, nearest first. */
export const FEATURED_ORDER_BY =
  'c.tier_rank DESC, round(c.dist_m / 1000) ASC, c.average_rating DESC, c.dist_m ASC, c.id ASC';

/** A value from a fixed list, as a literal (db/sql-literal.ts). */
function listed(value: string, list: readonly string[], what: string): string {
  if (!list.includes(value)) throw new Error(`unknown ${what}: ${value}`);
  return sqlText(value);
}
function skillLiteral(skill: string): string {
  return `ARRAY[${listed(skill, CATEGORIES, 'skill')}]::text[]`;
}

/** The employer plan's filters as conditions on the worker row `w` (decision 0210). */
function advancedFilterConditions(f: AdvancedFilters): string[] {
  const where: string[] = [];
  if (f.minRating !== undefined) where.push(`w.average_rating >= ${float(f.minRating)}`);
  if (f.rateMin !== undefined) where.push(`${dayRateSql('w')} >= ${int(f.rateMin)}`);
  if (f.rateMax !== undefined) where.push(`${dayRateSql('w')} <= ${int(f.rateMax)}`);
  if (f.availability !== undefined)
    where.push(`w.availability = ${listed(f.availability, AVAILABILITY_OPTIONS, 'availability')}`);
  if (f.policeCleared) where.push('w.has_police_clearance');
  // A reference made from a review an admin hid is gone with it (as on the profile).
  if (f.verifiedReferences)
    where.push(
      `EXISTS (SELECT 1 FROM worker_references r WHERE r.worker_id = w.id AND r.is_verified
        AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.id = r.review_id AND NOT ${reviewShownRawSql('rv')}))`,
    );
  if (f.language !== undefined) {
    if (!isSpokenLanguageCode(f.language)) throw new Error(`unknown language: ${f.language}`);
    where.push(`w.spoken_languages @> ${sqlTextArray([f.language])}`);
  }
  return where;
}

/**
 * Metres along the great circle on earthdistance's sphere (radius earth()) from the origin to the grid position: the
 * haversine form of earth_distance(ll_to_earth(origin), ll_to_earth(approx)), in plain float arithmetic. The same
 * distance to well under a millimetre, at a fifth of the cost: ll_to_earth checks the earth domain's constraints on
 * every row (measured: 201 rows, 2.2 ms with earth_distance, 1.3-1.8 ms with this, at 100k workers).
 */
function greatCircleM(lat: number, lng: number): string {
  const lat0 = float(lat);
  const lng0 = float(lng);
  return `(2 * earth() * asin(least(1, sqrt(
      power(sin(radians(w.approx_latitude - ${lat0}) / 2), 2)
      + cos(radians(${lat0})) * cos(radians(w.approx_latitude)) * power(sin(radians(w.approx_longitude - ${lng0}) / 2), 2)))))`;
}

/**
 * The planner settings for the search, local to its statement's (implicit) transaction. The cube `@>` box test has a
 * fixed 0.1% selectivity estimate, so with a skill or verified filter the planner believes a bitmap scan of the box
 * finds a few dozen rows and sorts them: in a dense metro that reads every worker in the box (10,700 rows, 210 ms at
 * 1M workers). Without bitmap and sequential scans the only plans left are GiST index scans that are bounded by the
 * box AND ordered by distance, which stop after SEARCH_RESULT_CAP + 1 matches. JIT stays off: such a plan costs a few
 * hundred units, but a disabled path would cost 1e10 and set off a compile worth more than the search.
 */
export const SEARCH_PLAN_SETTINGS =
  'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL jit = off;';

export interface SearchSqlOptions {
  /** A condition without the row (the caller's live session): the planner checks it once, before the scan. */
  onlyIf?: string;
  /** Another outer order than the query's sort (the recommendations' FEATURED_ORDER_BY). */
  orderBy?: string;
  /** The searcher's user id as SQL: workers blocked either way are left out (domain/blocks.ts). */
  viewerUserId?: string;
}

/**
 * One SELECT per search, with its values inlined as literals (validated numbers and values of the fixed lists) so
 * that the planner can match the partial per-skill and verified GiST indexes (migration 0002).
 *
 * The inner query is an index scan on ll_to_earth(approx position) with the earth_box of the radius as its index
 * condition and KNN order (`<->`): it walks outward from the origin inside the box only, and stops after
 * SEARCH_RESULT_CAP + 1 live matches, so its cost is bounded both in a dense metro and in an empty area. The outer
 * query keeps the candidates inside the radius (the box's corners reach past it), applies the chosen sort and the
 * page, and counts them. Run it after SEARCH_PLAN_SETTINGS in the same round trip: see searchScript.
 */
export function buildSearchSql(q: WorkerSearchQuery, options: SearchSqlOptions = {}): string {
  const origin = `ll_to_earth(${float(q.lat)}, ${float(q.lng)})`;
  const point = 'll_to_earth(w.approx_latitude, w.approx_longitude)';
  const radiusM = float(q.radius * 1000);
  const filters: string[] = [];
  if (q.skill) filters.push(`AND w.skills @> ${skillLiteral(q.skill)}`);
  if (q.verifiedOnly) filters.push('AND w.is_verified');
  for (const condition of advancedFilterConditions(q)) filters.push(`AND ${condition}`);
  if (options.onlyIf) filters.push(`AND ${options.onlyIf}`);
  if (options.viewerUserId)
    filters.push(`AND NOT ${blockedBetweenRawSql('w.user_id', options.viewerUserId)}`);
  return `
WITH c AS (
  SELECT w.id, w.full_name, coalesce(w.thumbnail_url, w.profile_photo_url) AS photo, w.skills,
    ${tierInForceRawSql('w')} AS tier_level,
    w.is_verified, w.has_police_clearance, w.average_rating, w.total_reviews, w.daily_rate, w.hourly_rate,
    w.suburb, w.city, w.availability, w.spoken_languages, w.approx_latitude, w.approx_longitude,
    ${greatCircleM(q.lat, q.lng)} AS dist_m, ${tierRankRawSql('w')} AS tier_rank
  FROM workers w
  WHERE earth_box(${origin}, ${radiusM}) @> ${point}
    AND ${listingLiveRawSql('w')}
    ${filters.join(' ')}
  ORDER BY ${point} <-> ${origin}
  LIMIT ${int(SEARCH_RESULT_CAP + 1)}
)
SELECT c.id, c.full_name, c.photo, c.skills, c.tier_level, c.is_verified, c.has_police_clearance,
  c.average_rating::text AS average_rating, c.total_reviews, c.daily_rate::text AS daily_rate,
  c.hourly_rate::text AS hourly_rate, c.suburb, c.city, c.availability, c.spoken_languages,
  c.approx_latitude, c.approx_longitude, c.dist_m, (count(*) OVER ())::int AS total,
  vn.id AS voice_id, vn.seconds AS voice_seconds, vn.bytes AS voice_bytes
FROM c
  ${VOICE_INTRO_JOIN}
WHERE c.dist_m <= ${radiusM}
ORDER BY ${options.orderBy ?? ORDER_BY[q.sort]}
LIMIT ${int(q.limit)} OFFSET ${int((q.page - 1) * q.limit)}`;
}
