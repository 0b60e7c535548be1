// The console's reports queue (issue 20): open reports oldest first, resolved ones newest first; resolving takes an
// action (dismiss, hide the review, suspend the person behind it, or a note) and closes every open report about
// the same subject, in one transaction with the action and its audit entries.

import { aliasedTable, and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import {
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  type AdminReport,
  type REPORT_STATUSES,
  type ReportResolution,
} from '../../../shared/schemas/admin.js';
import { JOB_POST_MESSAGES } from '../../../shared/schemas/job-posts.js';
import type { ReportReason, ReportSubjectType } from '../../../shared/schemas/reports.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { reports, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { setJobPostHidden } from '../job-posts/index.js';
import { findReportSubjects, subjectKey } from '../reports/index.js';
import { recordAudit } from './audit.js';
import { setReviewHiddenIn } from './reviews-service.js';
import { suspendUserIn } from './users-service.js';
import { setVoiceNoteHiddenIn } from './voice-notes-routes.js';

const reporter = aliasedTable(users, 'reporter');
const subjectUser = aliasedTable(users, 'subject_user');

/** The queue shows who reported whom, with phone numbers: each look is audited. */
export async function listReports(
  db: Db,
  admin: SessionUser,
  status: (typeof REPORT_STATUSES)[number],
  language: LanguageCode,
): Promise<AdminReport[]> {
  return db.transaction(async (tx) => {
    const found = await readReports(tx, status, language);
    await recordAudit(tx, admin, {
      action: 'admin.reports.viewed',
      subjectType: 'reports',
      subjectId: status,
      details: { results: found.length },
    });
    return found;
  });
}

async function readReports(
  db: DbOrTx,
  status: (typeof REPORT_STATUSES)[number],
  language: LanguageCode,
): Promise<AdminReport[]> {
  const rows = await db
    .select({
      report: reports,
      reporterName: reporter.firstName,
      reporterPhone: reporter.phoneNumber,
      subjectName: subjectUser.firstName,
      subjectPhone: subjectUser.phoneNumber,
      subjectSuspendedAt: subjectUser.suspendedAt,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterUserId))
    .leftJoin(subjectUser, eq(subjectUser.id, reports.subjectUserId))
    .where(eq(reports.status, status))
    .orderBy(
      ...(status === 'open'
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.resolvedAt), desc(reports.id)]),
    )
    .limit(ADMIN_LIST_LIMIT);
  const refs = rows.map((r) => ({
    subjectType: r.report.subjectType as ReportSubjectType,
    subjectId: r.report.subjectId,
  }));
  const [subjects, open] = await Promise.all([
    findReportSubjects(db, refs, language),
    rows.length
      ? db
          .select({ type: reports.subjectType, id: reports.subjectId, n: count() })
          .from(reports)
          .where(
            and(
              eq(reports.status, 'open'),
              inArray(reports.subjectId, [...new Set(refs.map((r) => r.subjectId))]),
            ),
          )
          .groupBy(reports.subjectType, reports.subjectId)
      : [],
  ]);
  const openBy = new Map(open.map((o) => [subjectKey(o.type, o.id), o.n]));
  return rows.map(({ report, ...r }) => ({
    id: report.id,
    subjectType: report.subjectType as ReportSubjectType,
    subjectId: report.subjectId,
    subjectSummary: subjects.get(subjectKey(report.subjectType, report.subjectId))?.summary ?? null,
    subjectUser:
      report.subjectUserId && r.subjectPhone
        ? {
            id: report.subjectUserId,
            name: r.subjectName,
            phoneNumber: r.subjectPhone,
            suspended: r.subjectSuspendedAt !== null,
          }
        : null,
    reason: report.reason as ReportReason,
    details: report.details,
    reporter:
      report.reporterUserId && r.reporterPhone
        ? { id: report.reporterUserId, name: r.reporterName, phoneNumber: r.reporterPhone }
        : null,
    status: report.status as AdminReport['status'],
    resolution: report.resolution as ReportResolution | null,
    resolutionNote: report.resolutionNote,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    openOnSubject: openBy.get(subjectKey(report.subjectType, report.subjectId)) ?? 0,
    createdAt: report.createdAt.toISOString(),
  }));
}

export async function resolveReport(
  db: Db,
  admin: SessionUser,
  reportId: string,
  body: { action: ReportResolution; note: string },
): Promise<{ resolved: number }> {
  if (!isUuid(reportId)) throw notFound(ADMIN_MESSAGES.reportNotFound);
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw notFound(ADMIN_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict(ADMIN_MESSAGES.reportResolved);
    const via = { reportId };
    if (body.action === 'hide_review') {
      if (report.subjectType !== 'review') throw badRequest(ADMIN_MESSAGES.notAReview);
      await setReviewHiddenIn(tx, admin, report.subjectId, body.note, via);
    } else if (body.action === 'hide_job') {
      if (report.subjectType !== 'job') throw badRequest(ADMIN_MESSAGES.notAJob);
      if (!(await setJobPostHidden(tx, report.subjectId, true)))
        throw notFound(JOB_POST_MESSAGES.jobNotFound);
      await recordAudit(tx, admin, {
        action: 'job_post.hidden',
        subjectType: 'job_post',
        subjectId: report.subjectId,
        details: { reason: body.note, reportId },
      });
    } else if (body.action === 'hide_voice_note') {
      if (report.subjectType !== 'voice_note') throw badRequest(ADMIN_MESSAGES.notAVoiceNote);
      await setVoiceNoteHiddenIn(tx, admin, report.subjectId, body.note, via);
    } else if (body.action === 'suspend') {
      if (!report.subjectUserId) throw badRequest(ADMIN_MESSAGES.noPersonToSuspend);
      await suspendUserIn(tx, admin, report.subjectUserId, body.note, via);
    }
    const closed = await tx
      .update(reports)
      .set({
        status: 'resolved',
        resolution: body.action,
        resolutionNote: body.note || null,
        resolvedByUserId: admin.id,
        resolvedAt: new Date(),
      })
      .where(
        and(
          eq(reports.status, 'open'),
          eq(reports.subjectType, report.subjectType),
          eq(reports.subjectId, report.subjectId),
        ),
      )
      .returning({ id: reports.id });
    await recordAudit(tx, admin, {
      action: 'report.resolved',
      subjectType: 'report',
      subjectId: reportId,
      details: {
        resolution: body.action,
        note: body.note || null,
        subject: `${report.subjectType}:${report.subjectId}`,
        reports: closed.map((c) => c.id),
      },
    });
    return { resolved: closed.length };
  });
}
