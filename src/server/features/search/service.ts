// Worker search and the public profile. Search filters and orders by the ~1 km grid position only, so neither the
// radius edge nor the order can reveal where a worker really lives.
import { and, desc, eq } from 'drizzle-orm';
import { CATEGORIES, type TierLevel } from '../../../shared/constants.js';
import {
  SEARCH_RESULT_CAP,
  type WorkerProfile,
  type WorkerSearchItem,
  type WorkerSearchQuery,
  type WorkerSearchResponse,
} from '../../../shared/schemas/search.js';
import type { Database, Db } from '../../db/client.js';
import {
  hires,
  reviews,
  savedWorkers,
  users,
  workerReferences,
  workers,
  workHistory,
} from '../../db/schema.js';
import {
  addressVisibleSql,
  effectiveTier,
  listingLiveRawSql,
  listingLiveSql,
  shownWorkerPhone,
  tierInForceRawSql,
  tierRankRawSql,
} from '../../domain/visibility.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import {
  type LiveSession,
  type LiveSessionRow,
  liveSessionFromRow,
  liveSessionSql,
  liveSessionStateSql,
  sessionHashLiteral,
} from '../../platform/sessions/index.js';

/**
 * The outer ORDER BY of each sort. Tier priority (premium, then verified) breaks the sort's ties, as the tier perks
 * promise; for distance a tie is the same whole kilometre, the precision a searcher sees.
 */
const ORDER_BY: Record<WorkerSearchQuery['sort'], string> = {
  distance: 'round(c.dist_m / 1000) ASC, c.tier_rank DESC, c.dist_m ASC, c.average_rating DESC, c.id ASC',
  rating: 'c.average_rating DESC, c.tier_rank DESC, c.total_reviews DESC, c.dist_m ASC, c.id ASC',
  price: 'coalesce(c.daily_rate, c.hourly_rate * 8) ASC NULLS LAST, c.tier_rank DESC, c.dist_m ASC, c.id ASC',
};

/** Plain SQL literals: every search value is a validated number or one of the fixed categories. */
function float(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return `(${n})::float8`;
}
function int(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return String(n);
}
function skillLiteral(skill: string): string {
  if (!(CATEGORIES as readonly string[]).includes(skill)) throw new Error(`unknown skill: ${skill}`);
  return `ARRAY['${skill.replace(/'/g, "''")}']::text[]`;
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

/**
 * One SELECT per search, with its values inlined as literals (validated numbers and a category from the fixed list)
 * so that the planner can match the partial per-skill and verified GiST indexes (migration 0002).
 *
 * The inner query is an index scan on ll_to_earth(approx position) with the earth_box of the radius as its index
 * condition and KNN order (`<->`): it walks outward from the origin inside the box only, and stops after
 * SEARCH_RESULT_CAP + 1 live matches, so its cost is bounded both in a dense metro and in an empty area. The outer
 * query keeps the candidates inside the radius (the box's corners reach past it), applies the chosen sort and the
 * page, and counts them. Run it after SEARCH_PLAN_SETTINGS in the same round trip: see searchScript.
 */
export function buildSearchSql(q: WorkerSearchQuery, onlyIf?: string): string {
  const origin = `ll_to_earth(${float(q.lat)}, ${float(q.lng)})`;
  const point = 'll_to_earth(w.approx_latitude, w.approx_longitude)';
  const radiusM = float(q.radius * 1000);
  const filters: string[] = [];
  if (q.skill) filters.push(`AND w.skills @> ${skillLiteral(q.skill)}`);
  if (q.verifiedOnly) filters.push('AND w.is_verified');
  // A condition without the row (the caller's live session): the planner checks it once, before the scan.
  if (onlyIf) filters.push(`AND ${onlyIf}`);
  return `
WITH c AS (
  SELECT w.id, w.full_name, coalesce(w.thumbnail_url, w.profile_photo_url) AS photo, w.skills,
    ${tierInForceRawSql('w')} AS tier_level,
    w.is_verified, w.has_police_clearance, w.average_rating, w.total_reviews, w.daily_rate, w.hourly_rate,
    w.suburb, w.city, w.availability, w.approx_latitude, w.approx_longitude,
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
  c.hourly_rate::text AS hourly_rate, c.suburb, c.city, c.availability, c.approx_latitude, c.approx_longitude,
  c.dist_m, (count(*) OVER ())::int AS total
FROM c
WHERE c.dist_m <= ${radiusM}
ORDER BY ${ORDER_BY[q.sort]}
LIMIT ${int(q.limit)} OFFSET ${int((q.page - 1) * q.limit)}`;
}

/** The whole search as one round trip: the planner settings, then the SELECT (whose rows the script answers). */
function searchScript(q: WorkerSearchQuery): string {
  return `${SEARCH_PLAN_SETTINGS}\n${buildSearchSql(q)}`;
}

interface SearchRow {
  id: string;
  full_name: string;
  photo: string | null;
  skills: string[];
  tier_level: TierLevel;
  is_verified: boolean;
  has_police_clearance: boolean;
  average_rating: string;
  total_reviews: number;
  daily_rate: string | null;
  hourly_rate: string | null;
  suburb: string;
  city: string;
  availability: string;
  approx_latitude: number;
  approx_longitude: number;
  dist_m: number;
  total: number;
}

/** Public coordinates are grid cell centres (0.01 degrees), so five decimals say all there is. */
const coordinate = (v: number) => String(Number(Number(v).toFixed(5)));

function toItem(r: SearchRow): WorkerSearchItem {
  return {
    id: r.id,
    fullName: r.full_name,
    profilePhotoUrl: r.photo,
    skills: r.skills,
    tierLevel: r.tier_level,
    isVerified: r.is_verified,
    hasPoliceClearance: r.has_police_clearance,
    averageRating: r.average_rating,
    totalReviews: Number(r.total_reviews),
    dailyRate: r.daily_rate,
    hourlyRate: r.hourly_rate,
    suburb: r.suburb,
    city: r.city,
    availability: r.availability,
    latitude: coordinate(r.approx_latitude),
    longitude: coordinate(r.approx_longitude),
    distanceKm: Math.round(Number(r.dist_m) / 1000),
  };
}

/**
 * What the endpoint sends, in one round trip: the planner settings, the caller's session state, then the search,
 * which reads nothing unless that session is live. A separate session lookup cost a second round trip per search
 * (decision 0083).
 */
export function sessionSearchScript(idHash: string, q: WorkerSearchQuery): string {
  const hash = sessionHashLiteral(idHash);
  return `${SEARCH_PLAN_SETTINGS}\n${liveSessionStateSql(hash)};\n${buildSearchSql(q, liveSessionSql(hash))}`;
}

/** The search for the holder of a session: no live session (expired, signed out) answers null and read nothing. */
export async function searchWorkersForSession(
  database: Database,
  idHash: string,
  q: WorkerSearchQuery,
): Promise<{ session: LiveSession; response: WorkerSearchResponse } | null> {
  const results = await database.scriptResults(sessionSearchScript(idHash, q));
  const session = liveSessionFromRow(results.at(-2)?.[0] as LiveSessionRow | undefined, idHash);
  if (!session) return null;
  return { session, response: await toResponse(database, q, results.at(-1) as unknown as SearchRow[]) };
}

async function toResponse(
  database: Database,
  q: WorkerSearchQuery,
  rows: SearchRow[],
): Promise<WorkerSearchResponse> {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    // Past the last page the window count is gone with the rows: count on its own.
    const first = await database.script<SearchRow>(searchScript({ ...q, page: 1, limit: 1 }));
    total = first[0]?.total ?? 0;
  }
  const totalCapped = Number(total) > SEARCH_RESULT_CAP;
  return {
    workers: rows.map(toItem),
    total: totalCapped ? SEARCH_RESULT_CAP : Number(total),
    totalCapped,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * The profile a signed-in viewer may see. Unlisted profiles stay visible to their worker and to employers who
 * hired them; the exact address only to the worker and an employer whose hire was accepted.
 */
export async function getWorkerProfile(
  db: Db,
  workerId: string,
  viewerUserId: string,
): Promise<WorkerProfile> {
  if (!isUuid(workerId)) throw notFound('Worker not found');
  const [w] = await db
    .select({
      worker: workers,
      signInPhone: users.phoneNumber,
      isLive: listingLiveSql(),
    })
    .from(workers)
    .innerJoin(users, eq(users.id, workers.userId))
    .where(eq(workers.id, workerId));
  if (!w) throw notFound('Worker not found');
  const worker = w.worker;
  const isOwnProfile = worker.userId === viewerUserId;
  const viewerHires = isOwnProfile
    ? []
    : await db
        .select({ addressVisible: addressVisibleSql() })
        .from(hires)
        .where(and(eq(hires.workerId, workerId), eq(hires.employerUserId, viewerUserId)));
  if (!w.isLive && !isOwnProfile && viewerHires.length === 0) throw notFound('Worker not found');
  const locationIsExact = isOwnProfile || viewerHires.some((h) => h.addressVisible);

  const [refs, revs, history, saved] = await Promise.all([
    db
      .select({
        id: workerReferences.id,
        referenceName: workerReferences.referenceName,
        referenceType: workerReferences.referenceType,
        isVerified: workerReferences.isVerified,
        testimonial: workerReferences.testimonial,
      })
      .from(workerReferences)
      .where(eq(workerReferences.workerId, workerId))
      .orderBy(desc(workerReferences.createdAt)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        review: reviews.review,
        jobType: reviews.jobType,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.workerId, workerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100),
    db
      .select({
        workType: workHistory.workType,
        employerName: workHistory.employerName,
        duties: workHistory.duties,
      })
      .from(workHistory)
      .where(eq(workHistory.workerId, workerId))
      .orderBy(workHistory.position),
    db
      .select({ workerId: savedWorkers.workerId })
      .from(savedWorkers)
      .where(and(eq(savedWorkers.userId, viewerUserId), eq(savedWorkers.workerId, workerId))),
  ]);

  const lat = locationIsExact ? worker.latitude : worker.approxLatitude;
  const lng = locationIsExact ? worker.longitude : worker.approxLongitude;
  return {
    id: worker.id,
    fullName: worker.fullName,
    profilePhotoUrl: worker.profilePhotoUrl ?? worker.thumbnailUrl,
    skills: worker.skills,
    tierLevel: effectiveTier(worker),
    isVerified: worker.isVerified,
    hasPoliceClearance: worker.hasPoliceClearance,
    averageRating: worker.averageRating,
    totalReviews: worker.totalReviews,
    totalJobs: worker.totalJobs,
    dailyRate: worker.dailyRate,
    hourlyRate: worker.hourlyRate,
    suburb: worker.suburb,
    city: worker.city,
    availability: worker.availability,
    description: worker.description,
    phoneNumber: shownWorkerPhone(worker, w.signInPhone),
    createdAt: worker.createdAt.toISOString(),
    latitude: lat === null ? null : locationIsExact ? String(lat) : coordinate(lat),
    longitude: lng === null ? null : locationIsExact ? String(lng) : coordinate(lng),
    locationIsExact,
    address: locationIsExact ? worker.address : null,
    postalCode: locationIsExact ? worker.postalCode : null,
    workHistory: history,
    references: refs,
    reviews: revs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    isSaved: saved.length > 0,
    isOwnProfile,
  };
}
