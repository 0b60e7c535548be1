// Column shapes every table shares: times are timestamptz, money is bigint cents.
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An amount of money in cents: 64-bit, so no sum a person can type overflows it (a 32-bit column stopped at
 * R21,474,836.47 and answered 500, issue 31). Read as a JavaScript number, exact below 2^53 cents (R90 trillion);
 * the typed amounts are capped far below (MAX_AMOUNT_RAND in shared/pay/money.ts).
 */
export const cents = (name: string) => bigint(name, { mode: 'number' });
