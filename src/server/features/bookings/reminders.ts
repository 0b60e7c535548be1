// Visit reminders (issue 33, decisions 0325-0327): the evening before each booked visit she is told where, when, for
// how long and for how much, and answers 1 (I am coming) or 2 (I cannot come). A 2 cancels the visit as hers, and
// the household is told at once, with up to three workers who could come instead.
import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { Tx } from '../../db/client.js';
import { hires, jobPosts, users, visits, workers } from '../../db/schema.js';
import { fitsAvailability, saInstant } from '../../domain/booking-schedule.js';
import { employerDisplayName } from '../../domain/visibility.js';
import { holdsTimeBetween } from '../../domain/visits.js';
import { matchesShortCode, normaliseShortCode, shortCode } from '../../lib/short-code.js';
import {
  getPreferences,
  HIRE_ANSWERABLE_KINDS,
  type InboundReply,
  messageDate,
  NOTIFICATION_TEXTS,
  nextSendTime,
  notifyUser,
  type ReplyAnswer,
  type ReplyHandler,
  refsSentTo,
} from '../../platform/messaging/index.js';
import { waitingRequests } from '../hires/index.js';
import { parseReply } from '../replies/index.js';
import { nearbyWorkers } from '../search/index.js';
import { employerSummary } from '../trust/index.js';
import { loadAvailability } from './availability.js';
import type { VisitRow } from './payload.js';
import { REMINDER_TEXTS } from './reminder-texts.js';
import { endVisit } from './visit-actions.js';

/** The evening before: the job runs at this South African time, before the usual quiet hours (decision 0325). */
export const VISIT_REMINDER_TIME = '17:00';
/** At most this many replacements are offered, nearest first. */
export const REPLACEMENTS_OFFERED = 3;
/** How far from the visit a replacement may live: the search's default radius. */
const REPLACEMENT_RADIUS_KM = 10;
/** Candidates read from the search before her time and availability are checked. */
const REPLACEMENT_CANDIDATES = 20;

/** Her visit's code in a reminder ('V3F'): the V keeps it apart from a hire request's code, typed back the same way. */
export function visitCode(visitId: string, among: readonly string[]): string {
  return `V${shortCode(visitId, among)}`;
}

/** A day as the reader's language writes it, from the visit's South African date. */
const visitDate = (date: string, language: LanguageCode) => messageDate(saInstant(date, '12:00'), language);

export interface ReminderRow {
  visit: VisitRow;
  workerUserId: string;
  employerUserId: string | null;
  visitMinutes: number | null;
}

/** Queues one visit's reminder, now or when her quiet hours end if that is still before it; false when it cannot. */
export async function remindOne(tx: Tx, row: ReminderRow, code: string, now: Date): Promise<boolean> {
  const { visit } = row;
  const { quietHours } = await getPreferences(tx, row.workerUserId);
  const sendAt = nextSendTime(now, quietHours);
  // Her quiet hours run up to the visit: there is no moment she agreed to be messaged before it.
  if (sendAt.getTime() >= visit.startsAt.getTime()) return false;
  const employer = row.employerUserId ? await employerSummary(tx, row.employerUserId, now) : null;
  const names = {
    firstName: employer?.user.firstName ?? null,
    companyName: employer?.user.companyName ?? null,
  };
  await notifyUser(tx, {
    userId: row.workerUserId,
    kind: 'visit_reminder',
    dedupeKey: `visit_reminder:${visit.id}`,
    ref: visit.id,
    // Due by the job's clock (the runner's, as every time rule here), not the database's.
    runAt: sendAt,
    text: (language) =>
      NOTIFICATION_TEXTS.visitReminder(
        {
          employerName: employerDisplayName(names, language),
          area: employer?.area ?? null,
          date: saInstant(visit.date, '12:00'),
          start: visit.startTime,
          end: visit.endTime,
          hours: (row.visitMinutes ?? 0) / 60,
          payCents: visit.payCents,
          code,
        },
        language,
      ),
  });
  await tx.update(visits).set({ remindedAt: now }).where(eq(visits.id, visit.id));
  return true;
}

/** Where the visit is, as near as we may say: the household's latest job post, else the booked worker's own area. */
async function visitOrigin(tx: Tx, employerUserId: string, worker: typeof workers.$inferSelect) {
  const [post] = await tx
    .select({ lat: jobPosts.approxLatitude, lng: jobPosts.approxLongitude })
    .from(jobPosts)
    .where(eq(jobPosts.employerUserId, employerUserId))
    .orderBy(desc(jobPosts.createdAt))
    .limit(1);
  if (post) return post;
  const { approxLatitude: lat, approxLongitude: lng } = worker;
  return lat === null || lng === null ? null : { lat, lng };
}

/**
 * Up to three workers who could take the visit instead: live, near it, with her main skill (the first she lists),
 * not blocked either way with the household, not her, not the household's own profile, her time free (no visit of
 * hers overlaps) and the visit inside her availability.
 */
export async function replacementWorkers(
  tx: Tx,
  input: { visit: VisitRow; worker: typeof workers.$inferSelect; employerUserId: string },
) {
  const { visit, worker, employerUserId } = input;
  const skill = worker.skills[0];
  if (!skill) return [];
  const origin = await visitOrigin(tx, employerUserId, worker);
  if (!origin) return [];
  const near = await nearbyWorkers(tx, {
    lat: origin.lat,
    lng: origin.lng,
    radiusKm: REPLACEMENT_RADIUS_KM,
    skill,
    viewerUserId: employerUserId,
    limit: REPLACEMENT_CANDIDATES,
  });
  const others = near.filter((w) => w.id !== worker.id);
  const owners = others.length
    ? await tx
        .select({ id: workers.id, userId: workers.userId })
        .from(workers)
        .where(
          inArray(
            workers.id,
            others.map((w) => w.id),
          ),
        )
    : [];
  const ownerOf = new Map(owners.map((o) => [o.id, o.userId]));
  const offered: typeof others = [];
  for (const candidate of others) {
    if (offered.length === REPLACEMENTS_OFFERED) break;
    if (ownerOf.get(candidate.id) === employerUserId) continue;
    if (await holdsTimeBetween(tx, candidate.id, visit.startsAt, visit.endsAt)) continue;
    const availability = await loadAvailability(tx, candidate.id);
    if (!fitsAvailability(availability, visit.date, visit.startTime, visit.endTime)) continue;
    offered.push(candidate);
  }
  return offered;
}

/** She cannot come: the visit is cancelled as hers (the policy records whether it is late) and the household told. */
async function cannotCome(
  tx: Tx,
  visit: VisitRow,
  input: { publicUrl: string; now: Date },
): Promise<boolean> {
  const ended = await endVisit(tx, visit, {
    status: 'cancelled',
    by: 'worker',
    reason: null,
    now: input.now,
  });
  if (!ended) return false;
  await tx
    .update(visits)
    .set({ workerAnswer: 'cannot_come', workerAnsweredAt: input.now })
    .where(eq(visits.id, visit.id));
  const [row] = await tx
    .select({ worker: workers, employerUserId: hires.employerUserId })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(eq(hires.id, visit.hireId));
  if (!row?.employerUserId) return true;
  const employerUserId = row.employerUserId;
  const replacements = await replacementWorkers(tx, { visit, worker: row.worker, employerUserId });
  await notifyUser(tx, {
    userId: employerUserId,
    kind: 'visit_cannot_come',
    dedupeKey: `visit_cannot_come:${visit.id}`,
    ref: visit.id,
    runAt: input.now,
    text: (language) =>
      REMINDER_TEXTS.cannotCome(
        {
          workerName: row.worker.fullName,
          date: visitDate(visit.date, language),
          start: visit.startTime,
          replacements: replacements.map((r) => ({
            name: r.fullName,
            area: [r.suburb, r.city].filter(Boolean).join(', '),
            link: `${input.publicUrl}/worker/${r.id}`,
          })),
          searchLink: `${input.publicUrl}/find-workers`,
        },
        language,
      ),
  });
  return true;
}

/** Her booked visits not yet started whose reminder went to this very number, soonest first. */
async function remindedVisits(tx: Tx, userId: string, from: string, now: Date) {
  const rows = await tx
    .select({ visit: visits, firstName: users.firstName, companyName: users.companyName })
    .from(visits)
    .innerJoin(workers, eq(workers.id, visits.workerId))
    .innerJoin(hires, eq(hires.id, visits.hireId))
    .leftJoin(users, eq(users.id, hires.employerUserId))
    .where(
      and(
        eq(workers.userId, userId),
        eq(visits.status, 'booked'),
        gt(visits.startsAt, now),
        isNotNull(visits.remindedAt),
      ),
    )
    .orderBy(visits.startsAt);
  const sent = await refsSentTo(
    tx,
    from,
    ['visit_reminder'],
    rows.map((r) => r.visit.id),
  );
  return rows.filter((r) => sent.has(r.visit.id));
}

/** Whether a hire request whose message went to this number still waits for her answer. */
async function hireRequestWaits(tx: Tx, reply: InboundReply, userId: string): Promise<boolean> {
  const waiting = await waitingRequests(tx, userId, reply.language, reply.now);
  const sent = await refsSentTo(
    tx,
    reply.from,
    HIRE_ANSWERABLE_KINDS,
    waiting.map((w) => w.id),
  );
  return sent.size > 0;
}

/**
 * 1 or 2 to a visit reminder, before the hire answers (priority 70): only for her booked visits not yet started
 * whose reminder went to the number the reply comes from. A bare 1 or 2 answers her one reminded visit; with
 * several, or a hire request waiting too, she is asked which (a visit's code starts with V). Anything else,
 * including a hire request's code, is left to the hire answers.
 */
export function visitReminderReplyHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'visit-reminder',
    priority: 70,
    async handle(tx: Tx, reply: InboundReply): Promise<ReplyAnswer | null> {
      const parsed = parseReply(reply.text);
      if (parsed.kind !== 'answer' || !reply.user) return null;
      const open = await remindedVisits(tx, reply.user.id, reply.from, reply.now);
      if (open.length === 0) return null;
      const { language } = reply;
      const ids = open.map((o) => o.visit.id);
      const typed = parsed.code?.toUpperCase() ?? null;
      const code = typed?.startsWith('V') ? normaliseShortCode(typed.slice(1)) : null;
      // A hire request's code is the hire answers' business; any other word after the digit ('1 thanks') is no code.
      if (!code && typed && normaliseShortCode(typed)) return null;
      const matches = code ? open.filter((o) => matchesShortCode(o.visit.id, code)) : open;
      const named = (o: (typeof open)[number]) => employerDisplayName(o, language);
      if (code && matches.length === 0) return null;
      const target = matches[0];
      if (!target || matches.length > 1 || (!code && (await hireRequestWaits(tx, reply, reply.user.id)))) {
        return {
          body: REMINDER_TEXTS.which(
            {
              visits: open.map((o) => ({
                code: visitCode(o.visit.id, ids),
                employerName: named(o),
                date: visitDate(o.visit.date, language),
                start: o.visit.startTime,
              })),
            },
            language,
          ),
        };
      }
      const when = {
        employerName: named(target),
        date: visitDate(target.visit.date, language),
        start: target.visit.startTime,
      };
      const audit = (action: string) => ({
        action,
        subjectType: 'visit',
        subjectId: target.visit.id,
        details: { text: reply.text },
      });
      if (parsed.accept) {
        await tx
          .update(visits)
          .set({ workerAnswer: 'coming', workerAnsweredAt: reply.now })
          .where(and(eq(visits.id, target.visit.id), eq(visits.status, 'booked')));
        return { body: REMINDER_TEXTS.coming(when, language), audit: audit('booking.visit_coming_by_reply') };
      }
      await cannotCome(tx, target.visit, { publicUrl, now: reply.now });
      return {
        body: REMINDER_TEXTS.cannotComeAnswer(when, language),
        audit: audit('booking.visit_cannot_come_by_reply'),
      };
    },
  };
}
