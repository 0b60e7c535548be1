// What a verified charge for visits posts to the ledger (decision 0346), in the transaction that marks it
// fulfilled: the household's money into Paystack clearing; each visit's pay held for her; a tip, and a late fee
// (through the late-cancellation fees account), straight to her balance; the processing fee to its account; and
// what Paystack kept out of clearing. Applied once by the charge's reference (the provider's id for it).
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { paymentItems } from '../../db/schema.js';
import {
  claimProviderEvent,
  credit,
  debit,
  type LedgerEntryInput,
  type LedgerTransactionKind,
  platformAccount,
  postTransaction,
  workerAccount,
} from '../../domain/ledger/index.js';
import type { PaymentRow } from '../payments/index.js';

/** The lines of a charge for visits (payment_items.kind). */
export type ChargeItemKind = 'visit_pay' | 'tip' | 'late_fee' | 'processing_fee';

const KIND_BY_PAYMENT_TYPE: Record<string, LedgerTransactionKind> = {
  visit: 'visit_charge',
  tip: 'tip',
  late_fee: 'late_fee',
};

const clearing = platformAccount('paystack_clearing');

function entriesOf(item: typeof paymentItems.$inferSelect): LedgerEntryInput[] {
  const { amountCents: cents, visitId, workerId } = item;
  if (item.kind === 'processing_fee') return [credit(platformAccount('processing_fees'), cents)];
  // Her profile deleted since: nobody to credit, so the money is owed back to the household.
  if (!workerId) return [credit(platformAccount('refunds'), cents, visitId)];
  switch (item.kind) {
    case 'visit_pay':
      return [credit(workerAccount('worker_held', workerId), cents, visitId)];
    case 'tip':
      return [credit(workerAccount('worker_payable', workerId), cents, visitId)];
    case 'late_fee': {
      const fees = platformAccount('late_cancellation_fees');
      return [
        credit(fees, cents, visitId),
        debit(fees, cents, visitId),
        credit(workerAccount('worker_payable', workerId), cents, visitId),
      ];
    }
    default:
      throw new Error(`unknown payment item kind ${item.kind}`);
  }
}

export async function postVisitCharge(
  tx: Tx,
  payment: PaymentRow,
  gatewayFeesCents: number | null | undefined,
): Promise<void> {
  const at = payment.paidAt ?? new Date();
  const first = await claimProviderEvent(tx, {
    provider: payment.provider,
    eventId: payment.reference,
    type: 'charge.success',
    at,
  });
  if (!first) return;
  const items = await tx
    .select()
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, payment.id))
    .orderBy(asc(paymentItems.line));
  const entries: LedgerEntryInput[] = [debit(clearing, payment.amountCents), ...items.flatMap(entriesOf)];
  if (gatewayFeesCents && gatewayFeesCents > 0) {
    entries.push(
      debit(platformAccount('paystack_fees'), gatewayFeesCents),
      credit(clearing, gatewayFeesCents),
    );
  }
  await postTransaction(tx, {
    eventKey: `charge:${payment.reference}`,
    kind: KIND_BY_PAYMENT_TYPE[payment.paymentType] ?? 'visit_charge',
    entries,
    refs: { paymentReference: payment.reference },
    at,
  });
}
