// Jobs Near Me: open jobs near a point, nearest first, with the general area and a whole-km distance only. The
// search's way (decisions 0083, 0204): one SELECT with its values inlined as validated literals, a KNN walk of the
// partial GiST index of open jobs bounded by the radius's box and by SEARCH_RESULT_CAP + 1 matches, and for the
// endpoint the session check in the same round trip.
import { eq } from 'drizzle-orm';
import { CATEGORIES, DEFAULT_RADIUS_KM, SEARCH_RADII_KM } from '../../../shared/constants.js';
import {
  type NearbyJob,
  type NearbyJobsQuery,
  type NearbyJobsResponse,
  paidHoursPerDay,
} from '../../../shared/schemas/job-posts.js';
import { SEARCH_RESULT_CAP } from '../../../shared/schemas/search-sorts.js';
import type { Database } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { sqlFloat as float, sqlCount as int, sqlTextArray, sqlUuid } from '../../db/sql-literal.js';
import { jobOpenAndShownRawSql } from '../../domain/job-visibility.js';
import { cappedTotal } from '../../lib/capped-total.js';
import {
  type LiveSession,
  liveSessionFromArray,
  liveSessionSql,
  liveSessionStateSql,
  sessionHashLiteral,
} from '../../platform/sessions/index.js';
import { hoursFromHundredths, randFromCents } from './payload.js';

/**
 * Bitmap and sequential scans off, so the only plan left is the GiST index walk ordered by distance, which stops
 * after the cap; the box test's fixed selectivity estimate would otherwise pick a bitmap scan that reads every open
 * job in a dense metro's box and sorts them (the search's finding, decision 0083). JIT off: a cheap plan.
 */
export const NEARBY_PLAN_SETTINGS =
  'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL jit = off;';

function skillsLiteral(skills: readonly string[]): string {
  for (const s of skills) {
    if (!(CATEGORIES as readonly string[]).includes(s)) throw new Error(`unknown skill: ${s}`);
  }
  return sqlTextArray(skills);
}

/** Metres on earthdistance's sphere from the origin to the job's grid position (the search's haversine form). */
function greatCircleM(lat: number, lng: number): string {
  const lat0 = float(lat);
  const lng0 = float(lng);
  return `(2 * earth() * asin(least(1, sqrt(
      power(sin(radians(j.approx_latitude - ${lat0}) / 2), 2)
      + cos(radians(${lat0})) * cos(radians(j.approx_latitude)) * power(sin(radians(j.approx_longitude - ${lng0}) / 2), 2)))))`;
}

/**
 * A timestamptz as the answer carries it, ISO 8601 in UTC to the millisecond (what Date#toISOString writes), formatted
 * by PostgreSQL for the page's rows: parsing 40 timestamps into Dates and writing them out again was a tenth of the
 * server's own work per request (decision 0237). In the ORDER BY, `c.created_at` (qualified) is still the column.
 * The skills go as JSON for the same reason: JSON.parse reads them faster than pg's text-array parser.
 */
function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The answer's columns in select-list order, as SQL over the candidates `c`. The rows are read as arrays
 * (`Database.scriptArrays`, decision 0257): the SELECT and the positions `C` are both made from this one list.
 */
const NEARBY_COLUMNS = [
  ['id', 'c.id'],
  ['title', 'c.title'],
  ['skills', 'to_json(c.skills)'],
  ['suburb', 'c.suburb'],
  ['city', 'c.city'],
  ['startDate', 'c.start_date'],
  ['schedule', 'c.schedule'],
  ['daysPerWeek', 'c.days_per_week'],
  ['hoursPerDayHundredths', 'c.hours_per_day_hundredths'],
  ['payType', 'c.pay_type'],
  ['payRateCents', 'c.pay_rate_cents'],
  ['requiresPoliceClearance', 'c.requires_police_clearance'],
  ['places', 'c.places'],
  ['createdAt', isoTimestamp('c.created_at')],
  ['expiresAt', isoTimestamp('c.expires_at')],
  ['distM', 'c.dist_m'],
  ['total', '(count(*) OVER ())::int'],
] as const;

type NearbyColumn = (typeof NEARBY_COLUMNS)[number][0];

const NEARBY_SELECT = NEARBY_COLUMNS.map(([, sql]) => sql).join(', ');

/** Each column's position in a row. */
const C = Object.fromEntries(NEARBY_COLUMNS.map(([name], i) => [name, i])) as Record<NearbyColumn, number>;

export interface NearbyFilter {
  lat: number;
  lng: number;
  radiusKm: number;
  /** One skill the job must ask for (the page's filter). */
  skill?: string | undefined;
  /** Or any of these (a worker's own skills). */
  anySkills?: readonly string[] | undefined;
  /** Leave out jobs that ask for a police clearance (a worker without one). */
  withoutPoliceClearance?: boolean;
  /** The viewer's user id as SQL: jobs of employers blocked either way are left out (domain/job-visibility.ts). */
  viewerUserId?: string;
  limit: number;
  offset: number;
}

/**
 * The SELECT: the inner query walks the partial index (status open, not hidden; its predicate is matched on the
 * bare terms of jobOpenAndShownRawSql) outward from the origin inside the box, keeps jobs that have not expired and whose own radius
 * reaches the point (a worker 50 km away never sees a job meant for 10 km), and stops after the cap. The outer query
 * orders by whole kilometres (the precision shown), newest first within one, pages and counts.
 */
export function buildNearbySql(f: NearbyFilter, onlyIf?: string): string {
  const origin = `ll_to_earth(${float(f.lat)}, ${float(f.lng)})`;
  const point = 'll_to_earth(j.approx_latitude, j.approx_longitude)';
  const radiusM = float(f.radiusKm * 1000);
  const dist = greatCircleM(f.lat, f.lng);
  const filters: string[] = [];
  if (f.skill) filters.push(`AND j.skills @> ${skillsLiteral([f.skill])}`);
  if (f.anySkills && f.anySkills.length > 0) filters.push(`AND j.skills && ${skillsLiteral(f.anySkills)}`);
  if (f.withoutPoliceClearance) filters.push('AND NOT j.requires_police_clearance');
  if (onlyIf) filters.push(`AND ${onlyIf}`);
  return `
WITH c AS (
  SELECT j.id, j.title, j.skills, j.suburb, j.city, j.start_date::text AS start_date, j.schedule, j.days_per_week,
    j.hours_per_day_hundredths, j.pay_type, j.pay_rate_cents, j.requires_police_clearance, j.places,
    j.created_at, j.expires_at, ${dist} AS dist_m
  FROM job_posts j
  WHERE earth_box(${origin}, ${radiusM}) @> ${point}
    AND ${jobOpenAndShownRawSql('j', f.viewerUserId)}
    AND ${dist} <= least(${radiusM}, j.radius_km * 1000)
    ${filters.join(' ')}
  ORDER BY ${point} <-> ${origin}
  LIMIT ${int(SEARCH_RESULT_CAP + 1)}
)
SELECT ${NEARBY_SELECT}
FROM c
ORDER BY round(c.dist_m / 1000) ASC, c.created_at DESC, c.id ASC
LIMIT ${int(f.limit)} OFFSET ${int(f.offset)}`;
}

type NearbyRow = unknown[];

function toNearbyJob(r: NearbyRow): NearbyJob {
  const hoursPerDay = hoursFromHundredths(Number(r[C.hoursPerDayHundredths]));
  const daysPerWeek = r[C.daysPerWeek];
  return {
    id: r[C.id] as string,
    title: r[C.title] as string,
    skills: r[C.skills] as string[],
    suburb: r[C.suburb] as string,
    city: r[C.city] as string,
    startDate: r[C.startDate] as string,
    schedule: r[C.schedule] as NearbyJob['schedule'],
    daysPerWeek: daysPerWeek === null ? null : Number(daysPerWeek),
    hoursPerDay,
    paidHoursPerDay: paidHoursPerDay(hoursPerDay),
    payType: r[C.payType] as NearbyJob['payType'],
    payRate: randFromCents(Number(r[C.payRateCents])),
    requiresPoliceClearance: r[C.requiresPoliceClearance] as boolean,
    places: Number(r[C.places]),
    createdAt: r[C.createdAt] as string,
    expiresAt: r[C.expiresAt] as string,
    distanceKm: Math.round(Number(r[C.distM]) / 1000),
  };
}

/** The window count of the page's first row, as `cappedTotal` reads it. */
const totals = (rows: readonly NearbyRow[]) =>
  rows.length === 0 ? [] : [{ total: (rows[0] as NearbyRow)[C.total] as number }];

function filterOf(q: NearbyJobsQuery): NearbyFilter {
  return {
    lat: q.lat,
    lng: q.lng,
    radiusKm: q.radius,
    skill: q.skill,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  };
}

/** What the endpoint sends in one round trip: the planner settings, the session's state, then the jobs. */
export function sessionNearbyScript(idHash: string, q: NearbyJobsQuery): string {
  const hash = sessionHashLiteral(idHash);
  const viewerUserId = `(SELECT sv.user_id FROM sessions sv WHERE sv.id_hash = ${hash})`;
  return `${NEARBY_PLAN_SETTINGS}\n${liveSessionStateSql(hash)};\n${buildNearbySql({ ...filterOf(q), viewerUserId }, liveSessionSql(hash))}`;
}

async function toResponse(
  database: Database,
  q: NearbyJobsQuery,
  rows: NearbyRow[],
): Promise<NearbyJobsResponse> {
  const { total, totalCapped } = await cappedTotal(totals(rows), q.page, async () =>
    totals(
      (
        await database.scriptArrays(
          `${NEARBY_PLAN_SETTINGS}\n${buildNearbySql({ ...filterOf(q), limit: 1, offset: 0 })}`,
        )
      ).at(-1) ?? [],
    ),
  );
  return {
    jobs: rows.map(toNearbyJob),
    total,
    totalCapped,
    page: q.page,
    limit: q.limit,
  };
}

/** GET /api/jobs/nearby for the holder of a session: null (and nothing read) when the session is not live. */
export async function nearbyJobsForSession(
  database: Database,
  idHash: string,
  q: NearbyJobsQuery,
): Promise<{ session: LiveSession; response: NearbyJobsResponse } | null> {
  const results = await database.scriptArrays(sessionNearbyScript(idHash, q));
  const session = liveSessionFromArray(results.at(-2)?.[0], idHash);
  if (!session) return null;
  return { session, response: await toResponse(database, q, results.at(-1) ?? []) };
}

/**
 * Open jobs near a worker's own listing that they could apply to: any of their skills, no police-clearance job
 * without a clearance, nearest first. For a reply command (issue 19: `JOBS`) and the like; null without a worker
 * profile or a position.
 */
export async function nearbyJobsForWorker(
  database: Database,
  workerUserId: string,
  opts: { limit?: number; radiusKm?: number } = {},
): Promise<NearbyJob[] | null> {
  const [worker] = await database.db
    .select({
      lat: workers.approxLatitude,
      lng: workers.approxLongitude,
      skills: workers.skills,
      hasPoliceClearance: workers.hasPoliceClearance,
    })
    .from(workers)
    .where(eq(workers.userId, workerUserId));
  if (!worker || worker.lat === null || worker.lng === null) return null;
  const skills = worker.skills.filter((s) => (CATEGORIES as readonly string[]).includes(s));
  if (skills.length === 0) return [];
  const radiusKm = opts.radiusKm ?? Math.max(...SEARCH_RADII_KM, DEFAULT_RADIUS_KM);
  const results = await database.scriptArrays(
    `${NEARBY_PLAN_SETTINGS}\n${buildNearbySql({
      lat: worker.lat,
      lng: worker.lng,
      radiusKm,
      anySkills: skills,
      withoutPoliceClearance: !worker.hasPoliceClearance,
      viewerUserId: sqlUuid(workerUserId),
      limit: opts.limit ?? 3,
      offset: 0,
    })}`,
  );
  return (results.at(-1) ?? []).map(toNearbyJob);
}
