// The fake Paystack's refund list and transaction fetch, for reconciliation (fake-paystack.ts hands it requests
// after the transfers): GET /refund?from&to&perPage&page (each refund naming its transaction by Paystack's numeric
// id, as Paystack's list does, with createdAt) and GET /transaction/:id (the transaction, to learn its reference).
import type http from 'node:http';
import type { FakePaystackRefund } from './fake-paystack-refunds.js';

/** What this module reads of the fake's transactions (fake-paystack.ts's records have more). */
interface ListedTransaction {
  id: number;
}

type Send = (status: number, body: unknown) => void;

export function handleListRoutes<T extends ListedTransaction>(
  req: http.IncomingMessage,
  url: URL,
  state: { refunds: readonly FakePaystackRefund[]; transactions: ReadonlyMap<string, T> },
  dataOf: (tx: T) => Record<string, unknown>,
  send: Send,
): boolean {
  if (req.method !== 'GET') return false;
  if (url.pathname === '/refund') {
    const from = new Date(url.searchParams.get('from') ?? 0).getTime();
    const to = new Date(url.searchParams.get('to') ?? Date.now() + 86_400_000).getTime();
    const perPage = Number(url.searchParams.get('perPage') ?? 50);
    const page = Number(url.searchParams.get('page') ?? 1);
    const all = state.refunds.filter((r) => r.createdAt.getTime() >= from && r.createdAt.getTime() < to);
    send(200, {
      status: true,
      message: 'Refunds retrieved',
      data: all.slice((page - 1) * perPage, page * perPage).map((r) => ({
        id: r.id,
        transaction: state.transactions.get(r.transaction)?.id ?? 0,
        amount: r.amount,
        currency: r.currency,
        status: r.status,
        merchant_note: r.merchantNote,
        createdAt: r.createdAt.toISOString(),
      })),
      meta: { total: all.length, perPage, page, pageCount: Math.max(1, Math.ceil(all.length / perPage)) },
    });
    return true;
  }
  const byId = /^\/transaction\/(\d+)$/.exec(url.pathname);
  if (byId) {
    const tx = [...state.transactions.values()].find((t) => t.id === Number(byId[1]));
    if (!tx) send(404, { status: false, message: 'Transaction not found' });
    else send(200, { status: true, message: 'Transaction retrieved', data: dataOf(tx) });
    return true;
  }
  return false;
}
