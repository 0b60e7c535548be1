// What we sent to a number: a reply may act only on something that went to the phone it comes from.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboundMessages } from '../../db/schema.js';

/** Of `refs`, those a message of one of `purposes` was handed over for, to this number. */
export async function refsSentTo(
  db: DbOrTx,
  to: string,
  purposes: readonly string[],
  refs: readonly string[],
): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ ref: outboundMessages.ref })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.to, to),
        inArray(outboundMessages.purpose, [...purposes]),
        inArray(outboundMessages.ref, [...refs]),
        ne(outboundMessages.status, 'suppressed'),
      ),
    );
  return new Set(rows.flatMap((r) => (r.ref ? [r.ref] : [])));
}
