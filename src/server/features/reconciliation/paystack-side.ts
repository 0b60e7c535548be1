// Paystack's side of a reconciliation: its own lists of a time range (GET /transaction, GET /refund, GET /transfer,
// through the gateways' adapters; the sandbox answers from its own records), as the same movements as ours. A charge
// counts as money received when Paystack says 'success' (or 'reversed': received, then refunded, which the refund
// list shows); a transfer's state in our words: 'paid' on success, 'returned' when failed or reversed, else 'sent'.
import type { PaymentProvider } from '../../providers/payments/index.js';
import type { RefundLister } from '../../providers/payments/reconciliation-lists.js';
import type { TransferProvider } from '../../providers/payments/transfers.js';
import type { Movement } from './ledger-side.js';

export interface PaystackLists {
  payments: PaymentProvider;
  transfers: TransferProvider;
  refunds: RefundLister;
}

const RECEIVED = ['success', 'reversed'];

export function transferState(status: string): string {
  if (status === 'success') return 'paid';
  if (status === 'failed' || status === 'reversed') return 'returned';
  return 'sent';
}

/** Paystack's movements created in [from, to), as it lists them; `at` is the range's start (its day). */
export async function paystackMovements(
  lists: PaystackLists,
  range: { from: Date; to: Date },
): Promise<Movement[]> {
  const [charges, refunds, transfers] = await Promise.all([
    lists.payments.listTransactions(range.from, range.to),
    lists.refunds.listRefunds(range),
    lists.transfers.listTransfers(range),
  ]);
  const out = new Map<string, Movement>();
  for (const c of charges) {
    out.set(`charge:${c.reference}`, {
      kind: 'charge',
      reference: c.reference,
      cents: c.amountCents,
      status: RECEIVED.includes(c.status) ? 'received' : c.status,
      at: c.paidAt ?? range.from,
    });
  }
  for (const r of refunds) {
    if (r.status === 'failed') continue;
    const key = `refund:${r.reference}`;
    const before = out.get(key);
    out.set(key, {
      kind: 'refund',
      reference: r.reference,
      cents: (before?.cents ?? 0) + r.amountCents,
      status: 'refunded',
      at: before?.at ?? r.createdAt,
    });
  }
  for (const t of transfers) {
    out.set(`transfer:${t.reference}`, {
      kind: 'transfer',
      reference: t.reference,
      cents: t.amountCents,
      status: transferState(t.status),
      at: range.from,
    });
  }
  return [...out.values()];
}
