// What a report can be about, and the person behind it: a user, a worker's listing (its owner), a review (its
// author; a worker's review of an employer too, the same subject type), a job (its poster) or a voice note (issue 35). One lookup per type, for a new report and for the admin queue's summaries.

import { eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { ReportSubjectType } from '../../../shared/schemas/reports.js';
import type { DbOrTx } from '../../db/client.js';
import { employerReviews, jobPosts, reviews, users, voiceNotes, workers } from '../../db/schema.js';
import { employerDisplayName } from '../../domain/visibility.js';
import { isUuid } from '../../lib/uuid.js';

export interface ReportSubject {
  /** Whom a suspension would hit; null for a review left through a request link (no account). */
  userId: string | null;
  /** A line for the admin: the person's or worker's name, the review's first words. */
  summary: string | null;
}

const SUMMARY_MAX = 120;
const clip = (text: string | null) =>
  text && text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;

/** `language`: the reader's, for the words standing in for a missing name. */
type Lookup = (db: DbOrTx, ids: string[], language: LanguageCode) => Promise<Map<string, ReportSubject>>;

const LOOKUPS: Record<ReportSubjectType, Lookup> = {
  user: async (db, ids) => {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, companyName: users.companyName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, { userId: r.id, summary: clip(r.firstName ?? r.companyName) }]));
  },
  worker: async (db, ids) => {
    const rows = await db
      .select({ id: workers.id, userId: workers.userId, fullName: workers.fullName })
      .from(workers)
      .where(inArray(workers.id, ids));
    return new Map(rows.map((r) => [r.id, { userId: r.userId, summary: clip(r.fullName) }]));
  },
  review: async (db, ids, language) => {
    const rows = await db
      .select({
        id: reviews.id,
        userId: reviews.reviewerUserId,
        rating: reviews.rating,
        review: reviews.review,
        workerName: workers.fullName,
      })
      .from(reviews)
      .innerJoin(workers, eq(workers.id, reviews.workerId))
      .where(inArray(reviews.id, ids));
    const ofEmployers = await db
      .select({
        id: employerReviews.id,
        userId: employerReviews.reviewerUserId,
        rating: employerReviews.rating,
        review: employerReviews.review,
        firstName: users.firstName,
        companyName: users.companyName,
      })
      .from(employerReviews)
      .innerJoin(users, eq(users.id, employerReviews.employerUserId))
      .where(inArray(employerReviews.id, ids));
    const line = (name: string, rating: number, review: string | null) =>
      clip(`${name}, ${rating}/5: ${review ?? ''}`.trim());
    return new Map([
      ...rows.map(
        (r) => [r.id, { userId: r.userId, summary: line(r.workerName, r.rating, r.review) }] as const,
      ),
      ...ofEmployers.map(
        (r) =>
          [
            r.id,
            { userId: r.userId, summary: line(employerDisplayName(r, language), r.rating, r.review) },
          ] as const,
      ),
    ]);
  },
  // Issue 35: her introduction (behind it, her account) or a reference's voice (sent through a link: no account).
  voice_note: async (db, ids) => {
    const rows = await db
      .select({
        id: voiceNotes.id,
        kind: voiceNotes.kind,
        userId: workers.userId,
        fullName: workers.fullName,
      })
      .from(voiceNotes)
      .innerJoin(workers, eq(workers.id, voiceNotes.workerId))
      .where(inArray(voiceNotes.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        { userId: r.kind === 'intro' ? r.userId : null, summary: clip(`${r.fullName} (${r.kind})`) },
      ]),
    );
  },
  job: async (db, ids) => {
    const rows = await db
      .select({ id: jobPosts.id, userId: jobPosts.employerUserId, title: jobPosts.title })
      .from(jobPosts)
      .where(inArray(jobPosts.id, ids));
    return new Map(rows.map((r) => [r.id, { userId: r.userId, summary: clip(r.title) }]));
  },
};

/** The subjects of several reports, keyed by `${type}:${id}`; unknown ones are missing from the map. */
export async function findReportSubjects(
  db: DbOrTx,
  refs: { subjectType: ReportSubjectType; subjectId: string }[],
  language: LanguageCode,
): Promise<Map<string, ReportSubject>> {
  const found = new Map<string, ReportSubject>();
  for (const type of Object.keys(LOOKUPS) as ReportSubjectType[]) {
    const ids = [...new Set(refs.filter((r) => r.subjectType === type).map((r) => r.subjectId))].filter(
      isUuid,
    );
    if (ids.length === 0) continue;
    for (const [id, subject] of await LOOKUPS[type](db, ids, language))
      found.set(subjectKey(type, id), subject);
  }
  return found;
}

export const subjectKey = (type: string, id: string) => `${type}:${id}`;

export async function findReportSubject(
  db: DbOrTx,
  subjectType: ReportSubjectType,
  subjectId: string,
  language: LanguageCode,
): Promise<ReportSubject | null> {
  const found = await findReportSubjects(db, [{ subjectType, subjectId }], language);
  return found.get(subjectKey(subjectType, subjectId)) ?? null;
}
