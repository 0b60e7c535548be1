// GET /api/me/earnings: her month, read from the ledger (decision 0367). Workers only: anyone else is refused, and
// she reads only her own accounts (the session's worker profile), so no id in the request can name another's.
import type { EarningsAnswer } from '../../../shared/schemas/earnings.js';
import { EARNINGS_MESSAGES } from '../../../shared/schemas/earnings.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden } from '../../lib/http-error.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { saMonthOf } from './calendar.js';
import { payoutFacts, visitFacts, workerLedgerLines } from './ledger-lines.js';
import { summariseEarnings } from './summary.js';

/** Her worker profile's id; a signed-in person without one is refused (403), as her payouts are. */
export function earningsWorkerId(user: SessionUser): string {
  if (!user.workerId) throw forbidden(EARNINGS_MESSAGES.workersOnly);
  return user.workerId;
}

export async function workerEarnings(
  db: DbOrTx,
  workerId: string,
  month: string | undefined,
  now: Date,
): Promise<EarningsAnswer> {
  const lines = await workerLedgerLines(db, workerId);
  const visitIds = [...new Set(lines.flatMap((l) => (l.visitId ? [l.visitId] : [])))];
  const payoutIds = [...new Set(lines.flatMap((l) => (l.payoutId ? [l.payoutId] : [])))];
  const [visits, payouts] = await Promise.all([visitFacts(db, visitIds), payoutFacts(db, payoutIds)]);
  return summariseEarnings({ month: month ?? saMonthOf(now), lines, visits, payouts });
}
