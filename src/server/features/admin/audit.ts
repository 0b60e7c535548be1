// Every admin action writes one audit_log row in the transaction of its effect, so there is no effect without
// its record and no record without its effect (decision 0080, extended to the console in 0241).
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { SessionUser } from '../../platform/sessions/index.js';

export async function recordAudit(
  tx: DbOrTx,
  admin: Pick<SessionUser, 'id'>,
  entry: { action: string; subjectType: string; subjectId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: admin.id,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details ?? null,
  });
}

/** A LIKE pattern that matches the text anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
