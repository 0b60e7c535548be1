// What a payment can be for. Each paying feature describes its payment type once: what it costs (from the server's
// constants, never the client's amount), where the gateway returns the browser, and what a verified payment grants.
// The table of all of them (src/server/payment-types.ts) is handed to buildApp; the services read it from there.

import type { InitializePaymentBody } from '../../../shared/schemas/payments.js';
import type { Db, Tx } from '../../db/client.js';
import type { payments } from '../../db/schema.js';
import type { SessionUser } from '../../platform/sessions/index.js';
import type { VerifyResult } from '../../providers/payments/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export interface PricedPayment {
  amountCents: number;
  workerId?: string | null;
  tierLevel?: string | null;
  subscriptionType?: string | null;
  paymentMethod?: string | null;
}

export interface PaymentTypeDefinition {
  /** What the payment buys, for the gateway's record of it. */
  description: string;
  /** Validates the request (throw HttpError to refuse) and prices it. */
  price(db: Db, user: SessionUser, body: InitializePaymentBody): Promise<PricedPayment>;
  /** The client route the gateway returns the browser to, e.g. '/payment-callback'. */
  callbackPath: string;
  /**
   * What a verified payment grants. Runs exactly once per payment, inside the transaction that sets
   * payments.fulfilled_at, so the grant and the mark commit together or not at all.
   */
  grant(tx: Tx, payment: PaymentRow): Promise<void>;
  /**
   * The same grant when what the gateway said matters to it (the fee it kept, for the ledger): verifyPayment calls
   * this one instead of grant when a type has it.
   */
  grantVerified?(tx: Tx, payment: PaymentRow, verified: VerifyResult): Promise<void>;
}

/** Every payment type by its name (payments.payment_type). */
export type PaymentTypes = Readonly<Record<string, PaymentTypeDefinition>>;

/** The type of that name; a name the table does not own (even 'constructor') is none. */
export function findPaymentType(types: PaymentTypes, name: string): PaymentTypeDefinition | undefined {
  return Object.hasOwn(types, name) ? types[name] : undefined;
}
