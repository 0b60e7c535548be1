// Who sees which worker, and as what: each rule once, in TypeScript for rows already read and in SQL for the
// queries that filter or order by it. Search, hires, the profiles and registration import these; the search
// script needs the SQL as plain text (decision 0083), the builder queries as Drizzle fragments.
import { type SQL, sql } from 'drizzle-orm';
import { TIER_LEVELS, type TierLevel } from '../../shared/constants.js';
import type { LanguageCode } from '../../shared/i18n/languages.js';
import { ADDRESS_VISIBLE_STATUSES, type HireStatus } from '../../shared/schemas/hires.js';
import { isTierLevel, tierRank } from '../../shared/schemas/tiers.js';
import { employerReviews, hires, reviews, workers } from '../db/schema.js';
import { serverTranslators } from '../platform/i18n/index.js';
import { NAME_FALLBACKS } from '../platform/messaging/index.js';
import { workerOwnerActiveRawSql, workerOwnerActiveSql } from './suspension.js';

type WorkerRow = typeof workers.$inferSelect;

// --- Listing is live: searchable and hireable. Paid (listed_until 'infinity') or in its trial, not paused, and its
// owner not suspended (domain/suspension.ts).
// SQL only: the database's clock decides, and 'infinity' has no JavaScript Date.

/** As a Drizzle condition; `now` fixes the clock (tests standing on a boundary), else the database's now(). */
export function listingLiveSql(now?: Date): SQL<boolean> {
  const at = clockSql(now);
  return sql<boolean>`coalesce(${workers.listingActive} and ${workerOwnerActiveSql()} and ${workers.listedUntil} > ${at}, false)`;
}

/**
 * As plain SQL for the workers row alias `w` of the search script. Keep `listing_active` a bare term: the partial
 * GiST indexes (migration 0002) are matched on it.
 */
export function listingLiveRawSql(alias: string): string {
  return `${alias}.listing_active AND ${workerOwnerActiveRawSql(alias)} AND ${alias}.listed_until > now()`;
}

// --- A review shows and counts in a rating once revealed and unless an admin hid it (issue 20). A hire's two reviews
// (the employer's of the worker, the worker's of the employer) are double-blind: each is written with the time it
// is revealed, when the second arrives or REVIEW_BLIND_DAYS after the first (features/reviews/blind.ts, decision
// 0230); a review through a request link has none and shows at once. Its author still sees it, with the reason.

function clockSql(now?: Date): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** A review of a worker is past its double-blind (or never had one); `now` fixes the clock, else the database's. */
export function reviewRevealedSql(now?: Date): SQL<boolean> {
  return sql<boolean>`(${reviews.revealAt} is null or ${reviews.revealAt} <= ${clockSql(now)})`;
}

/** A review of a worker is shown and counted: revealed and not hidden by an admin. */
export function reviewShownSql(now?: Date): SQL<boolean> {
  return sql<boolean>`(${reviews.hiddenAt} is null and ${reviewRevealedSql(now)})`;
}

/** The same rule as plain SQL for a reviews row alias (the search script, decision 0083). */
export function reviewShownRawSql(alias: string): string {
  return `(${alias}.hidden_at IS NULL AND (${alias}.reveal_at IS NULL OR ${alias}.reveal_at <= now()))`;
}

/** A worker's review of an employer is shown and counted. */
export function employerReviewShownSql(now?: Date): SQL<boolean> {
  return sql<boolean>`(${employerReviews.hiddenAt} is null and ${employerReviews.revealAt} <= ${clockSql(now)})`;
}

// --- The worker's phone shown to others: the profile phone once confirmed (it is the sign-in phone, or a code
// sent to it was entered), else the sign-in phone, which the sign-in code proved. A typed number is never shown.

export function shownWorkerPhone(
  worker: Pick<WorkerRow, 'phoneNumber' | 'phoneConfirmedAt'>,
  signInPhone: string,
): string {
  return worker.phoneConfirmedAt ? worker.phoneNumber : signInPhone;
}

// --- The exact address (and the employer's number): only on a hire the worker accepted (then completed).

export function isAddressVisible(status: HireStatus | string): boolean {
  return (ADDRESS_VISIBLE_STATUSES as readonly string[]).includes(status);
}

/** Whether a hire row's status shows the exact address, as a Drizzle expression. */
export function addressVisibleSql(): SQL<boolean> {
  const statuses = sql.join(
    ADDRESS_VISIBLE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql<boolean>`(${hires.status} in (${statuses}))`;
}

// --- The workplace's street address (issue 33, decision 0335; domain/workplace.ts finds it). It is the household's
// own, so the household always sees it; the worker only once she accepted, the moment the household sees hers (the
// same statuses: a request, a decline or an expiry earns neither side an address). Her trusted contact gets it only
// in the messages of a check-in, which needs an accepted hire (features/safety). Anyone else: never, and a
// booking or hire they are not a party to is a 404 before this is asked.

export type HireParty = 'employer' | 'worker';

export function isWorkplaceAddressVisible(party: HireParty, status: HireStatus | string): boolean {
  return party === 'employer' || isAddressVisible(status);
}

// --- The tier in force: a paid tier past its expiry counts as basic even before the daily sweep has run.

export function effectiveTier(
  worker: Pick<WorkerRow, 'tierLevel' | 'tierExpiresAt'>,
  now: Date = new Date(),
): TierLevel {
  const tier = isTierLevel(worker.tierLevel) ? worker.tierLevel : 'basic';
  if (tier !== 'basic' && worker.tierExpiresAt && worker.tierExpiresAt.getTime() <= now.getTime()) {
    return 'basic';
  }
  return tier;
}

/** The tier in force as plain SQL for the workers row alias `w`. */
export function tierInForceRawSql(alias: string): string {
  return `CASE WHEN ${alias}.tier_expires_at <= now() THEN 'basic' ELSE ${alias}.tier_level END`;
}

/** The rank of the tier in force (tierRank: basic 0, verified 1, premium 2), as plain SQL, highest first. */
export function tierRankRawSql(alias: string): string {
  const ranked = [...TIER_LEVELS]
    .reverse()
    .filter((t) => tierRank(t) > 0)
    .map((t) => `WHEN '${t}' THEN ${tierRank(t)}`);
  return `CASE ${tierInForceRawSql(alias)} ${ranked.join(' ')} ELSE 0 END`;
}

// --- The employer's name as workers see it (decision 0100).

export interface EmployerNames {
  firstName: string | null;
  companyName: string | null;
}

/** What stands for an employer who gave no name, in the reader's language (the catalogue's one entry for it). */
function anEmployer(language: LanguageCode): string {
  return serverTranslators()(language)._(NAME_FALLBACKS.anEmployer);
}

/** One name standing for the employer, company first: text messages, where there is room for one. */
export function employerDisplayName(employer: EmployerNames, language: LanguageCode): string {
  return employer.companyName || employer.firstName || anEmployer(language);
}

/**
 * The person, first name first: lists, which show the company beside it ("Lerato (Lerato Home Services)"), so
 * the company there would be said twice.
 */
export function employerPersonName(employer: EmployerNames, language: LanguageCode): string {
  return employer.firstName || employer.companyName || anEmployer(language);
}
