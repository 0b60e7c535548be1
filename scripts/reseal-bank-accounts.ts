// `npm run reseal:bank-accounts`: seals every stored bank account number again with the first key of
// BANK_ACCOUNT_KEYS (decision 0352). Run it after putting a new key first; then the old key may be removed.
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open.js';
import { resealPayoutAccounts } from '../src/server/features/payouts/index.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { checked, resealed } = await resealPayoutAccounts(database.db, config);
    console.log(`${checked} bank account(s) checked, ${resealed} sealed again with the current key.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
