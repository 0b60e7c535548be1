// What the hire feature tells each side, by their chosen channel and in their language (issue 19): the request and
// its day-before reminder to the worker (each naming the work, with the short code she replies with), the answer to the employer, a
// cancellation to the worker.
import { and, eq } from 'drizzle-orm';
import { DAY_MS, HIRE_EXPIRY_DAYS } from '../../../shared/constants.js';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { RequestedJob } from '../../../shared/schemas/hires.js';
import type { Db, Tx } from '../../db/client.js';
import { hires, users, workers } from '../../db/schema.js';
import { requestedJobs, requestedVisit } from '../../domain/requested-work.js';
import { type EmployerNames, employerDisplayName } from '../../domain/visibility.js';
import { enqueueJob } from '../../jobs/define.js';
import { shortCode } from '../../lib/short-code.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import {
  NAME_FALLBACKS,
  NOTIFICATION_TEXTS,
  type Notification,
  nameSlot,
  notifyUser,
  SMS_TEXTS,
} from '../../platform/messaging/index.js';
import { employerSummary } from '../trust/index.js';
import { hireExpiringKind } from './job-kinds.js';
import { effectiveStatus, type HireRow, isOpenHire } from './payload.js';

/** The worker is reminded this long before an unanswered request expires. */
const HIRE_EXPIRING_NOTICE_MS = DAY_MS;

/** The worker's other open requests, so the new one's short code is unique among them. */
async function requestCode(tx: Tx, hire: HireRow, now: Date): Promise<string> {
  const open = await tx
    .select({ id: hires.id })
    .from(hires)
    .where(and(eq(hires.workerId, hire.workerId), isOpenHire(now.toISOString())));
  return shortCode(
    hire.id,
    open.map((o) => o.id),
  );
}

/** The request to the worker, and the durable job that reminds her a day before it expires. */
export async function notifyWorkerOfRequest(
  tx: Tx,
  input: {
    hire: HireRow;
    workerUserId: string;
    employerNames: EmployerNames;
    job: RequestedJob | null;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { hire, employerNames, now } = input;
  const code = await requestCode(tx, hire, now);
  // The employer's general area (never an address), as the employer profile shows it (decision 0232).
  const employer = hire.employerUserId ? await employerSummary(tx, hire.employerUserId, now) : null;
  const visit = requestedVisit(hire);
  const { job } = input;
  const request = (language: LanguageCode) => ({
    employerName: employerDisplayName(employerNames, language),
    area: employer?.area ?? null,
    code,
    days: HIRE_EXPIRY_DAYS,
    link: `${input.publicUrl}/worker-dashboard`,
  });
  // What she is asked to do, where the hire says it (issue 33): each form its own kind for its WhatsApp template.
  const message: Pick<Notification, 'kind' | 'text'> = visit
    ? {
        kind: 'booking_request',
        text: (language) => NOTIFICATION_TEXTS.bookingRequest({ ...request(language), visit }, language),
      }
    : job
      ? {
          kind: 'job_hire_request',
          text: (language) => NOTIFICATION_TEXTS.jobHireRequest({ ...request(language), job }, language),
        }
      : {
          kind: 'hire_request',
          text: (language) => NOTIFICATION_TEXTS.hireRequest(request(language), language),
        };
  // In the worker's language, not the employer's (issue 17), by the worker's chosen channel (issue 19).
  await notifyUser(tx, {
    userId: input.workerUserId,
    dedupeKey: `hire_request:${hire.id}`,
    ref: hire.id,
    ...message,
  });
  const remindAt = new Date(hire.expiresAt.getTime() - HIRE_EXPIRING_NOTICE_MS);
  if (remindAt > now) {
    await enqueueJob(
      tx,
      hireExpiringKind,
      { hireId: hire.id },
      { dedupeKey: `hire_expiring:${hire.id}`, runAt: remindAt },
    );
  }
}

export async function notifyEmployer(
  tx: Tx,
  hire: HireRow,
  outcome: 'accepted' | 'declined' | 'expired',
  publicUrl: string,
) {
  if (!hire.employerUserId) return;
  const [row] = await tx
    .select({ workerName: workers.fullName })
    .from(workers)
    .where(eq(workers.id, hire.workerId));
  if (!row) return;
  const link = `${publicUrl}/worker/${hire.workerId}`;
  const freeHireReturned = hire.isFreeHire;
  // By the employer's chosen channel, in the employer's language.
  await notifyUser(tx, {
    userId: hire.employerUserId,
    kind: `hire_${outcome}`,
    dedupeKey: `hire_${outcome}:${hire.id}`,
    ref: hire.id,
    text: (language) => {
      const worker = nameSlot(row.workerName, serverTranslators()(language)._(NAME_FALLBACKS.theWorker));
      const body = {
        accepted: () => SMS_TEXTS.hireAccepted({ workerName: row.workerName, link }, language),
        declined: () => SMS_TEXTS.hireDeclined({ workerName: row.workerName, freeHireReturned }, language),
        expired: () => SMS_TEXTS.hireExpired({ workerName: row.workerName, freeHireReturned }, language),
      }[outcome]();
      return { body, values: { worker, link } };
    },
  });
}

export async function notifyWorkerOfCancel(tx: Tx, hire: HireRow) {
  const [row] = await tx
    .select({ userId: workers.userId })
    .from(workers)
    .where(eq(workers.id, hire.workerId));
  if (!row?.userId) return;
  const [employer] = hire.employerUserId
    ? await tx
        .select({ firstName: users.firstName, companyName: users.companyName })
        .from(users)
        .where(eq(users.id, hire.employerUserId))
    : [];
  await notifyUser(tx, {
    userId: row.userId,
    kind: 'hire_cancelled',
    dedupeKey: `hire_cancelled:${hire.id}`,
    ref: hire.id,
    text: (language) => {
      const employerName = employerDisplayName(employer ?? { firstName: null, companyName: null }, language);
      return {
        body: SMS_TEXTS.hireCancelled({ employerName }, language),
        values: {
          employer: nameSlot(employerName, serverTranslators()(language)._(NAME_FALLBACKS.anEmployer)),
        },
      };
    },
  });
}

/** The day-before reminder of an unanswered request (hires.expiring-soon): only while it is still waiting. */
export async function remindExpiringHire(db: Db, hireId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        hire: hires,
        workerUserId: workers.userId,
        firstName: users.firstName,
        companyName: users.companyName,
      })
      .from(hires)
      .innerJoin(workers, eq(workers.id, hires.workerId))
      .leftJoin(users, eq(users.id, hires.employerUserId))
      .where(eq(hires.id, hireId));
    if (!row?.workerUserId || effectiveStatus(row.hire, now) !== 'requested') return false;
    const code = await requestCode(tx, row.hire, now);
    const names = { firstName: row.firstName, companyName: row.companyName };
    const reminder = (language: LanguageCode) => ({
      employerName: employerDisplayName(names, language),
      code,
    });
    // It names the work as the request did (issue 33): each form its own kind for its WhatsApp template.
    const visit = requestedVisit(row.hire);
    const job = visit ? undefined : (await requestedJobs(tx, [hireId])).get(hireId);
    const message: Pick<Notification, 'kind' | 'text'> = visit
      ? {
          kind: 'booking_expiring',
          text: (language) => NOTIFICATION_TEXTS.bookingExpiring({ ...reminder(language), visit }, language),
        }
      : job
        ? {
            kind: 'job_hire_expiring',
            text: (language) => NOTIFICATION_TEXTS.jobHireExpiring({ ...reminder(language), job }, language),
          }
        : {
            kind: 'hire_expiring',
            text: (language) => NOTIFICATION_TEXTS.hireExpiring(reminder(language), language),
          };
    return notifyUser(tx, {
      userId: row.workerUserId,
      dedupeKey: `hire_expiring_message:${hireId}`,
      ref: hireId,
      ...message,
    });
  });
}
