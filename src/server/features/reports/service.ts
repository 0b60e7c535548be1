// Filing a report (issue 20): any signed-in person, about someone else's account, listing, review or job. The
// reporter is kept for the admins only; nothing about the report reaches the person reported.

import type { z } from 'zod';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import {
  type CreatedReport,
  type createReportSchema,
  REPORT_MESSAGES,
  REPORTS_PER_USER_PER_DAY,
} from '../../../shared/schemas/reports.js';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { hitRateLimit } from '../../platform/rate-limit/index.js';
import { findReportSubject } from './subjects.js';

export async function createReport(
  db: Db,
  reporterUserId: string,
  input: z.output<typeof createReportSchema>,
  language: LanguageCode,
): Promise<CreatedReport> {
  try {
    return await db.transaction(async (tx) => {
      await hitRateLimit(tx, {
        key: `reports:user:${reporterUserId}`,
        limit: REPORTS_PER_USER_PER_DAY,
        windowSeconds: 24 * 60 * 60,
        message: () => REPORT_MESSAGES.tooMany,
      });
      const subject = await findReportSubject(tx, input.subjectType, input.subjectId, language);
      if (!subject) throw notFound(REPORT_MESSAGES.notFound);
      if (subject.userId === reporterUserId) throw badRequest(REPORT_MESSAGES.self);
      const [row] = await tx
        .insert(reports)
        .values({
          reporterUserId,
          subjectType: input.subjectType,
          subjectId: input.subjectId,
          subjectUserId: subject.userId,
          reason: input.reason,
          details: input.details,
        })
        .returning({ id: reports.id, createdAt: reports.createdAt });
      return { id: row!.id, createdAt: row!.createdAt.toISOString() };
    });
  } catch (err) {
    // The same person's open report about the same thing: one is enough (the partial unique index).
    if (isUniqueViolation(err)) throw conflict(REPORT_MESSAGES.alreadyReported);
    throw err;
  }
}
