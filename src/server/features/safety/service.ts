// The safety check-in (issue 20, decision 0234): the worker on an accepted hire checks in on arrival with the time
// she expects to finish; her trusted contact hears where she is: the workplace's street address and the household's
// name and number (decision 0335), so an alert can be acted on; the admins' alert keeps to the general area. Still
// checked in SAFETY_PROMPT_AFTER_MINUTES after that time, she is asked whether she is safe; with no answer
// SAFETY_ALERT_AFTER_MINUTES later her trusted contact and the admins are alerted. Checking out, or a reply that she
// is safe, ends it. Every step is a durable job, so a restart loses none; `now` is the clock.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.js';
import { formatLocalPhone, toE164 } from '../../../shared/phone.js';
import {
  type CheckInInput,
  type CheckInState,
  SAFETY_ALERT_AFTER_MINUTES,
  SAFETY_MAX_HOURS,
  SAFETY_PROMPT_AFTER_MINUTES,
  TRUST_MESSAGES,
} from '../../../shared/schemas/trust.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { hires, safetyCheckIns, users, workers } from '../../db/schema.js';
import { employerDisplayName } from '../../domain/visibility.js';
import { completeVisits } from '../../domain/visits.js';
import { workplaceOf } from '../../domain/workplace.js';
import { enqueueJob, jobKind } from '../../jobs/define.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { notifyPhone, notifyUser } from '../../platform/messaging/index.js';
import { employerSummary } from '../trust/index.js';
import { type ContactSlots, NO_CONTACT, SAFETY_TEXTS, type SafetySlots, safetyTime } from './texts.js';

const SAFETY_PROMPT_JOB = 'safety.prompt';
const SAFETY_ALERT_JOB = 'safety.alert';
/** After her expected end: ask her whether she is safe. */
export const safetyPromptKind = jobKind(SAFETY_PROMPT_JOB, z.object({ checkInId: z.guid() }));
/** After the question: alert her trusted contact and the admins unless she answered. */
export const safetyAlertKind = jobKind(SAFETY_ALERT_JOB, z.object({ checkInId: z.guid() }));
const MINUTE_MS = 60_000;

type CheckInRow = typeof safetyCheckIns.$inferSelect;

function toState(row: CheckInRow | undefined): CheckInState {
  if (!row) return { checkIn: null };
  return {
    checkIn: {
      id: row.id,
      hireId: row.hireId,
      expectedEndAt: row.expectedEndAt.toISOString(),
      checkedInAt: row.checkedInAt.toISOString(),
      checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
      trustedContactPhone: row.trustedContactPhone,
    },
  };
}

/** The worker's own hire (by her user id), or a 404. */
async function ownHire(db: DbOrTx, hireId: string, workerUserId: string) {
  if (!isUuid(hireId)) throw notFound(TRUST_MESSAGES.hireNotFound);
  const [row] = await db
    .select({ hire: hires, workerName: workers.fullName })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(and(eq(hires.id, hireId), eq(workers.userId, workerUserId)));
  if (!row) throw notFound(TRUST_MESSAGES.hireNotFound);
  return row;
}

/**
 * What the messages about a check-in say: her name, the employer's name and area, the expected end; and, for her
 * trusted contact alone, the workplace's address and the household's number.
 */
async function messageFacts(db: DbOrTx, checkIn: CheckInRow) {
  const [row] = await db
    .select({
      employerUserId: hires.employerUserId,
      workerName: workers.fullName,
      workerLanguage: users.language,
    })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .innerJoin(users, eq(users.id, checkIn.workerUserId))
    .where(eq(hires.id, checkIn.hireId));
  const employer = row?.employerUserId ? await employerSummary(db, row.employerUserId) : null;
  const slots = (language: LanguageCode): SafetySlots => ({
    worker: row?.workerName ?? null,
    employer: employer ? employerDisplayName(employer.user, language) : null,
    area: employer?.area ?? null,
    time: safetyTime(checkIn.expectedEndAt, language),
  });
  const workplace = await workplaceOf(db, checkIn.hireId);
  const contactSlots = (language: LanguageCode): ContactSlots => ({
    ...slots(language),
    address: workplace.address,
    phone: employer ? formatLocalPhone(employer.user.phoneNumber) : null,
  });
  return { slots, contactSlots, workerLanguage: languageOf(row?.workerLanguage) };
}

export async function getTrustedContact(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.trustedContactPhone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

export async function saveTrustedContact(
  db: DbOrTx,
  userId: string,
  phone: string | null,
): Promise<string | null> {
  const e164 = phone ? toE164(phone) : null;
  if (phone && !e164) throw badRequest(TRUST_MESSAGES.invalidPhone);
  await db.update(users).set({ trustedContactPhone: e164 }).where(eq(users.id, userId));
  return e164;
}

export async function getCheckIn(db: Db, hireId: string, workerUserId: string): Promise<CheckInState> {
  await ownHire(db, hireId, workerUserId);
  const [open] = await db
    .select()
    .from(safetyCheckIns)
    .where(and(eq(safetyCheckIns.hireId, hireId), isNull(safetyCheckIns.checkedOutAt)));
  return toState(open);
}

/**
 * Checks the worker in on her accepted hire. A second check-in while one is open answers the open one. Saves a
 * trusted contact given here on her account.
 */
export async function checkIn(
  db: Db,
  input: { hireId: string; workerUserId: string } & CheckInInput,
  now: Date = new Date(),
): Promise<CheckInState> {
  return db.transaction(async (tx) => (await checkInTx(tx, input, now)).state);
}

/**
 * The check-in itself, inside the caller's transaction (the app's route above, or a reply of IN): `created` is
 * false when a check-in on this hire was already open, which is then answered unchanged (no second message to the
 * trusted contact, no second question), so an IN sent twice or a queued check-in sent again acts once.
 */
export async function checkInTx(
  tx: Tx,
  input: { hireId: string; workerUserId: string } & CheckInInput,
  now: Date,
): Promise<{ state: CheckInState; created: boolean }> {
  const expectedEndAt = new Date(input.expectedEndAt);
  if (
    expectedEndAt.getTime() <= now.getTime() ||
    expectedEndAt.getTime() > now.getTime() + SAFETY_MAX_HOURS * 60 * MINUTE_MS
  ) {
    throw badRequest(TRUST_MESSAGES.endInPast);
  }
  const { hire } = await ownHire(tx, input.hireId, input.workerUserId);
  if (hire.status !== 'accepted') throw conflict(TRUST_MESSAGES.notAccepted);
  const contact =
    input.trustedContactPhone !== undefined
      ? await saveTrustedContact(tx, input.workerUserId, input.trustedContactPhone)
      : await getTrustedContactTx(tx, input.workerUserId);
  const [row] = await tx
    .insert(safetyCheckIns)
    .values({
      hireId: hire.id,
      workerUserId: input.workerUserId,
      trustedContactPhone: contact,
      expectedEndAt,
      checkedInAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [open] = await tx
      .select()
      .from(safetyCheckIns)
      .where(and(eq(safetyCheckIns.hireId, hire.id), isNull(safetyCheckIns.checkedOutAt)));
    return { state: toState(open), created: false };
  }
  if (contact) {
    const facts = await messageFacts(tx, row);
    // In the contact's own language when the number has an account, else the worker's (decision 0234).
    await notifyPhone(tx, {
      to: contact,
      kind: 'safety_check_in',
      channel: 'sms',
      fallbackLanguage: facts.workerLanguage,
      text: (language) => SAFETY_TEXTS.checkedIn(facts.contactSlots(language), language),
      ref: row.id,
      dedupeKey: `safety_check_in:${row.id}`,
    });
  }
  await enqueueJob(
    tx,
    safetyPromptKind,
    { checkInId: row.id },
    {
      dedupeKey: `safety_prompt:${row.id}`,
      runAt: new Date(expectedEndAt.getTime() + SAFETY_PROMPT_AFTER_MINUTES * MINUTE_MS),
    },
  );
  return { state: toState(row), created: true };
}

async function getTrustedContactTx(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ phone: users.trustedContactPhone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

export async function checkOut(
  db: Db,
  input: { hireId: string; workerUserId: string },
  now: Date = new Date(),
): Promise<CheckInState> {
  return db.transaction((tx) => checkOutTx(tx, input, now));
}

/** The check-out inside the caller's transaction: one guarded UPDATE, so a second check-out is refused (409). */
export async function checkOutTx(
  tx: Tx,
  input: { hireId: string; workerUserId: string },
  now: Date,
): Promise<CheckInState> {
  await ownHire(tx, input.hireId, input.workerUserId);
  const [row] = await tx
    .update(safetyCheckIns)
    .set({ checkedOutAt: now })
    .where(and(eq(safetyCheckIns.hireId, input.hireId), isNull(safetyCheckIns.checkedOutAt)))
    .returning();
  if (!row) throw conflict(TRUST_MESSAGES.notCheckedIn);
  // A booking's visit is done at her check-out (issue 33).
  await completeVisits(tx, { by: 'check_out', hireId: input.hireId }, now);
  return toState(row);
}

/**
 * What a reply of IN or OUT acts on, for a worker who names no hire: her open check-in (for OUT, and to answer a
 * second IN), else her accepted hire answered most recently (for IN), with the employer's name for the answer.
 */
export async function replyCheckInTarget(tx: Tx, workerUserId: string) {
  const [open] = await tx
    .select()
    .from(safetyCheckIns)
    .where(and(eq(safetyCheckIns.workerUserId, workerUserId), isNull(safetyCheckIns.checkedOutAt)))
    .orderBy(desc(safetyCheckIns.checkedInAt))
    .limit(1);
  const [accepted] = await tx
    .select({ id: hires.id, employerUserId: hires.employerUserId })
    .from(hires)
    .innerJoin(workers, eq(workers.id, hires.workerId))
    .where(and(eq(workers.userId, workerUserId), eq(hires.status, 'accepted')))
    .orderBy(desc(sql`coalesce(${hires.respondedAt}, ${hires.createdAt})`))
    .limit(1);
  return { open: open ?? null, acceptedHireId: accepted?.id ?? null };
}

/** The employer's name as messages write it, for a hire (null when the account is gone). */
export async function hireEmployerName(
  tx: Tx,
  hireId: string,
  language: LanguageCode,
): Promise<string | null> {
  const [row] = await tx
    .select({ employerUserId: hires.employerUserId })
    .from(hires)
    .where(eq(hires.id, hireId));
  const employer = row?.employerUserId ? await employerSummary(tx, row.employerUserId) : null;
  return employer ? employerDisplayName(employer.user, language) : null;
}

/** Still on the job and not yet safe: the check-in the next step may act on. */
const stillOpen = and(isNull(safetyCheckIns.checkedOutAt), isNull(safetyCheckIns.safeAt));

/** The job SAFETY_PROMPT_AFTER_MINUTES after the expected end: asks her whether she is safe. */
export async function promptIfStillIn(db: Db, checkInId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(safetyCheckIns)
      .set({ promptedAt: now })
      .where(and(eq(safetyCheckIns.id, checkInId), stillOpen, isNull(safetyCheckIns.promptedAt)))
      .returning();
    if (!row) return false;
    const facts = await messageFacts(tx, row);
    await notifyUser(tx, {
      userId: row.workerUserId,
      kind: 'safety_prompt',
      dedupeKey: `safety_prompt_message:${row.id}`,
      ref: row.id,
      text: (language) => ({ body: SAFETY_TEXTS.areYouSafe(facts.slots(language), language), values: {} }),
    });
    await enqueueJob(
      tx,
      safetyAlertKind,
      { checkInId: row.id },
      {
        dedupeKey: `safety_alert:${row.id}`,
        runAt: new Date(now.getTime() + SAFETY_ALERT_AFTER_MINUTES * MINUTE_MS),
      },
    );
    return true;
  });
}

/**
 * Alerts her trusted contact and every admin, once, unless she checked out or said she is safe meanwhile. `force`
 * is her own call for help (a reply of 2): it alerts at once, whatever was asked.
 */
export async function alertIfNoAnswer(
  db: DbOrTx,
  checkInId: string,
  now: Date = new Date(),
  force = false,
): Promise<boolean> {
  const [row] = await db
    .update(safetyCheckIns)
    .set({ alertedAt: now })
    .where(
      and(
        eq(safetyCheckIns.id, checkInId),
        force ? isNull(safetyCheckIns.checkedOutAt) : stillOpen,
        isNull(safetyCheckIns.alertedAt),
      ),
    )
    .returning();
  if (!row) return false;
  const facts = await messageFacts(db, row);
  if (row.trustedContactPhone) {
    await notifyPhone(db, {
      to: row.trustedContactPhone,
      kind: 'safety_alert',
      channel: 'sms',
      fallbackLanguage: facts.workerLanguage,
      text: (language) => SAFETY_TEXTS.contactAlert(facts.contactSlots(language), language),
      ref: row.id,
      dedupeKey: `safety_alert_contact:${row.id}`,
    });
  }
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  for (const admin of admins) {
    await notifyUser(db, {
      userId: admin.id,
      kind: 'safety_alert',
      dedupeKey: `safety_alert_admin:${row.id}:${admin.id}`,
      ref: row.id,
      text: (language) => ({
        body: SAFETY_TEXTS.adminAlert(
          {
            ...facts.slots(language),
            contact: row.trustedContactPhone ?? serverTranslators()(language)._(NO_CONTACT),
          },
          language,
        ),
        values: {},
      }),
    });
  }
  return true;
}

/** The open check-ins of a worker that were asked "are you safe?" and not yet answered. */
export async function promptedCheckIns(tx: Tx, workerUserId: string) {
  return tx
    .select({ id: safetyCheckIns.id })
    .from(safetyCheckIns)
    .where(
      and(
        eq(safetyCheckIns.workerUserId, workerUserId),
        isNotNull(safetyCheckIns.promptedAt),
        isNull(safetyCheckIns.checkedOutAt),
        isNull(safetyCheckIns.safeAt),
      ),
    );
}

/** She said she is safe: the check-in ends (and no alert goes out any more). */
export async function markSafe(tx: Tx, checkInId: string, now: Date): Promise<void> {
  await tx
    .update(safetyCheckIns)
    .set({ safeAt: now, checkedOutAt: now })
    .where(and(eq(safetyCheckIns.id, checkInId), isNull(safetyCheckIns.checkedOutAt)));
}
