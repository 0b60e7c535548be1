// GET /api/me/earnings/YYYY-MM.pdf: her month as a statement in her language (decision 0368), from the same
// answer GET /api/me/earnings gives, so every total on the paper is the screen's.
import { eq } from 'drizzle-orm';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { documentTexts, renderStatementPdf } from '../../documents/index.js';
import { saDate } from '../../domain/booking-schedule.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { earningsWorkerId, workerEarnings } from './service.js';

/** The same number each time the month is printed: the month and the first part of her profile's id. */
export function statementNumber(workerId: string, month: string): string {
  return `WL-${month.replace('-', '')}-${workerId.slice(0, 8).toUpperCase()}`;
}

export async function earningsStatement(
  db: Db,
  user: SessionUser,
  input: { month: string; lang?: LanguageCode; now: Date },
): Promise<{ pdf: Buffer; filename: string }> {
  const workerId = earningsWorkerId(user);
  const [worker] = await db.select({ name: workers.fullName }).from(workers).where(eq(workers.id, workerId));
  const language = input.lang ?? languageOf(user.language);
  const earnings = await workerEarnings(db, workerId, input.month, input.now);
  const pdf = await renderStatementPdf(
    {
      number: statementNumber(workerId, input.month),
      issued: saDate(input.now),
      worker: { name: worker?.name ?? user.firstName ?? '' },
      earnings,
    },
    documentTexts(language).statement,
  );
  return { pdf, filename: `work-local-earnings-${input.month}-${language}.pdf` };
}
