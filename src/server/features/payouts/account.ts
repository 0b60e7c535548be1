// The worker's payout account (issue 34, decision 0353): saved only with a fresh one-time code to her phone, the
// number sealed at rest (decision 0352), a Paystack transfer recipient made from it, and answered masked. A change
// holds her payouts for PAYOUT_ACCOUNT_HOLD_HOURS and tells her by WhatsApp/SMS in her language.
import { eq } from 'drizzle-orm';
import { maskAccountNumber, saBank } from '../../../shared/pay/banks.js';
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '../../../shared/pay/payout-rules.js';
import {
  PAYOUT_MESSAGES,
  type PayoutAccount,
  type SavePayoutAccount,
} from '../../../shared/schemas/payouts.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { payoutAccounts } from '../../db/schema.js';
import { type FieldKeyring, fieldKeyring, open, seal } from '../../lib/field-cipher.js';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.js';
import { notifyUser } from '../../platform/messaging/index.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import { PaymentProviderError } from '../../providers/payments/index.js';
import { isRefusal, type TransferProvider } from '../../providers/payments/transfers.js';
import { verifyCode } from '../auth/index.js';
import { PAYOUT_TEXTS } from './texts.js';

const keyrings = new WeakMap<Config, FieldKeyring>();

/** The keys that seal account numbers, from BANK_ACCOUNT_KEYS and SECRET_KEY. */
export function accountKeyring(config: Config): FieldKeyring {
  let keyring = keyrings.get(config);
  if (!keyring) {
    keyring = fieldKeyring(config.BANK_ACCOUNT_KEYS, config.secretKey, 'bank-account-number');
    keyrings.set(config, keyring);
  }
  return keyring;
}

/** Bound into each sealed number: a value moved to another person's row does not open. */
export const sealContext = (userId: string) => `payout_account:${userId}`;

/** Payouts are for workers: a person without a worker profile has nothing to be paid. */
export function requireWorker(user: SessionUser): void {
  if (!user.hasWorkerProfile) throw forbidden(PAYOUT_MESSAGES.workersOnly);
}

type AccountRow = typeof payoutAccounts.$inferSelect;

function answer(row: AccountRow, now: Date): PayoutAccount {
  return {
    bankCode: row.bankCode,
    bankName: saBank(row.bankCode)?.name ?? row.bankCode,
    accountNumberMasked: maskAccountNumber(row.accountLast4),
    accountHolder: row.accountHolder,
    payoutsHeldUntil: row.holdUntil && row.holdUntil > now ? row.holdUntil.toISOString() : null,
  };
}

export async function findPayoutAccount(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

export async function getPayoutAccount(db: DbOrTx, userId: string, now: Date): Promise<PayoutAccount | null> {
  const row = await findPayoutAccount(db, userId);
  return row ? answer(row, now) : null;
}

export interface SaveAccountDeps {
  db: Db;
  config: Config;
  transfers: TransferProvider;
  now: () => Date;
}

/**
 * The code first (spent at once: nothing reaches Paystack without it, and a wrong code writes nothing), then the
 * recipient (a network call, outside any transaction), then the account and her message in one transaction. A bank
 * account Paystack refuses needs a new code.
 */
export async function savePayoutAccount(
  deps: SaveAccountDeps,
  user: SessionUser,
  input: SavePayoutAccount,
  ip: string,
): Promise<PayoutAccount> {
  requireWorker(user);
  await verifyCode(deps.db, deps.config, {
    phoneNumber: user.phoneNumber,
    purpose: 'payout_account',
    code: input.otpCode,
    ip,
  });
  let recipientCode: string;
  try {
    ({ recipientCode } = await deps.transfers.createRecipient({
      name: input.accountHolder,
      accountNumber: input.accountNumber,
      bankCode: input.bankCode,
    }));
  } catch (err) {
    if (isRefusal(err)) throw badRequest(PAYOUT_MESSAGES.recipientRefused, { field: 'accountNumber' });
    if (err instanceof PaymentProviderError) throw new HttpError(502, PAYOUT_MESSAGES.recipientRefused);
    throw err;
  }
  const sealed = seal(accountKeyring(deps.config), input.accountNumber, sealContext(user.id));
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const previous = await findPayoutAccount(tx, user.id);
    const unchanged =
      previous?.bankCode === input.bankCode &&
      open(accountKeyring(deps.config), previous.accountNumberSealed, sealContext(user.id)) ===
        input.accountNumber;
    // Her first account holds nothing (there is no payout to divert); any change holds payouts a day.
    const changed = previous !== undefined && !unchanged;
    const holdUntil = changed
      ? new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000)
      : (previous?.holdUntil ?? null);
    const values = {
      bankCode: input.bankCode,
      accountNumberSealed: sealed,
      accountLast4: input.accountNumber.slice(-4),
      accountHolder: input.accountHolder,
      provider: deps.transfers.name,
      recipientCode,
      holdUntil,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(payoutAccounts)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
      .returning();
    if (changed && holdUntil) {
      await notifyUser(tx, {
        userId: user.id,
        kind: 'payout_account_changed',
        dedupeKey: `payout_account_changed:${user.id}:${now.getTime()}`,
        text: (language) =>
          PAYOUT_TEXTS.accountChanged(
            { account: maskAccountNumber(input.accountNumber), until: holdUntil },
            language,
          ),
      });
    }
    return saved!;
  });
  return answer(row, deps.now());
}

/** Her own account number in clear, for her data download only (POPIA section 23). */
export async function exportPayoutAccount(
  db: DbOrTx,
  config: Config,
  userId: string,
): Promise<Record<string, unknown> | null> {
  const row = await findPayoutAccount(db, userId);
  if (!row) return null;
  return {
    bankCode: row.bankCode,
    bankName: saBank(row.bankCode)?.name ?? row.bankCode,
    accountNumber: open(accountKeyring(config), row.accountNumberSealed, sealContext(userId)),
    accountHolder: row.accountHolder,
    provider: row.provider,
    recipientCode: row.recipientCode,
    payoutsHeldUntil: row.holdUntil,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
