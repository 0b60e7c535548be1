// Key rotation's second half (decision 0352, docs/operations.md "Rotating the bank account key"): every account number
// sealed with an older key is sealed again with the current one, row by row, each under its row lock, so the old key
// can then be dropped from BANK_ACCOUNT_KEYS. Safe to run again and while the app serves.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payoutAccounts } from '../../db/schema.js';
import { needsReseal, open, seal } from '../../lib/field-cipher.js';
import { accountKeyring, sealContext } from './account.js';

export async function resealPayoutAccounts(
  db: Db,
  config: Config,
): Promise<{ checked: number; resealed: number }> {
  const keyring = accountKeyring(config);
  const rows = await db
    .select({ userId: payoutAccounts.userId, sealed: payoutAccounts.accountNumberSealed })
    .from(payoutAccounts);
  let resealed = 0;
  for (const row of rows) {
    if (!needsReseal(keyring, row.sealed)) continue;
    const plain = open(keyring, row.sealed, sealContext(row.userId));
    // Only if she did not save a new account meanwhile: that one is sealed with the current key already.
    const updated = await db
      .update(payoutAccounts)
      .set({ accountNumberSealed: seal(keyring, plain, sealContext(row.userId)) })
      .where(and(eq(payoutAccounts.userId, row.userId), eq(payoutAccounts.accountNumberSealed, row.sealed)))
      .returning({ userId: payoutAccounts.userId });
    resealed += updated.length;
  }
  return { checked: rows.length, resealed };
}
