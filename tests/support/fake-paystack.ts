// A local HTTP server speaking Paystack's documented contract: Bearer auth, POST /transaction/initialize
// ({email, amount in subunits, currency, reference, callback_url, metadata, channels} -> {status, message, data:
// {authorization_url, access_code, reference}}; 400 duplicate_reference), GET /transaction/verify/:reference (HTTP 200
// even for failed charges; data.status says what happened), POST /refund ({transaction: reference or id, amount?,
// merchant_note?} -> {status: true, message: 'Refund has been queued for processing', data: {id, transaction, amount,
// currency, status: 'pending', ...}}; only a successful charge, never more than it, once in full; signed refund
// webhooks as Paystack's docs show them, fake-paystack-refunds.ts),
// POST /transaction/charge_authorization ({email, amount, authorization_code, reference, currency} -> the transaction,
// 'success' unless `declineSavedCards`), GET /transaction?from&to&perPage&page (a day's list, with meta.pageCount),
// GET /refund and GET /transaction/:id (fake-paystack-lists.ts), and signed webhooks (hex HMAC-SHA512 of the raw
// body) carrying the transaction's id, fees and reusable authorization as charge.success does.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleListRoutes } from './fake-paystack-lists.js';
import {
  type FakePaystackRefund,
  type RefundWebhookEvent,
  refundWebhookBody,
} from './fake-paystack-refunds.js';
import { type FakeTransfers, fakeTransfers } from './fake-paystack-transfers.js';

export interface FakePaystackTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  channels: string[] | null;
  /** What verify answers: 'ongoing' until a test says otherwise. */
  status: string;
  /** Paystack's numeric id for the transaction. */
  id: number;
  createdAt: Date;
  /** When it was paid, as Paystack reports it: now, unless a test pins it to its clock. */
  paidAt?: Date;
  /** Overrides for a tampered or mismatched charge. */
  chargedAmount?: number;
  chargedCurrency?: string;
}

export type { FakePaystackRefund } from './fake-paystack-refunds.js';

export interface FakePaystack {
  url: string;
  secretKey: string;
  transactions: Map<string, FakePaystackTransaction>;
  /** Refunds created, in order. */
  refunds: FakePaystackRefund[];
  /** Transfer recipients, transfers and their webhooks (fake-paystack-transfers.ts). */
  transfers: FakeTransfers;
  /** Requests per path, e.g. counts['GET /transaction/verify'] */
  counts: Record<string, number>;
  /** 'ok', or 'down' to answer 500 to everything. */
  mode: 'ok' | 'down';
  /** True to answer 500 to POST /refund only (the refund service is down, verify still works). */
  refundsDown: boolean;
  /** True to decline every charge_authorization (the saved card has no funds). */
  declineSavedCards: boolean;
  /** The transaction as Paystack's verify and webhooks give it (data). */
  data(reference: string): Record<string, unknown>;
  /** The customer paid (or the charge ended another way). */
  settle(reference: string, status: string, charged?: { amount?: number; currency?: string }): void;
  /** A webhook body and its signature, as Paystack would post them. */
  webhook(event: string, reference: string, secret?: string): { body: string; signature: string };
  /**
   * A refund webhook about the refund with this id, signed, as Paystack's docs show it: data.id only on
   * refund.needs-attention unless `withId`; the refund takes the event's status (the list then shows it).
   */
  refundWebhook(
    event: RefundWebhookEvent,
    refundId: number,
    opts?: { withId?: boolean; secret?: string },
  ): { body: string; signature: string };
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const SECRET = 'sk_test_fake0123456789abcdef0123456789abcdef';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function signPaystack(body: string, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

export async function startFakePaystack(): Promise<FakePaystack> {
  const transactions = new Map<string, FakePaystackTransaction>();
  const refunds: FakePaystackRefund[] = [];
  const counts: Record<string, number> = {};
  const state = { mode: 'ok' as 'ok' | 'down', refundsDown: false, declineSavedCards: false };
  const transfers = fakeTransfers(SECRET);
  let nextId = 1000;
  let nextRefundId = 3_018_000;
  /** Reusable authorizations issued by a successful charge: code -> the email it was charged under. */
  const authorizations = new Map<string, string>();
  const authorizationOf = (tx: FakePaystackTransaction) => {
    const code = `AUTH_${tx.email.replace(/[^a-z0-9]/gi, '').slice(0, 24)}`;
    authorizations.set(code, tx.email);
    return {
      authorization_code: code,
      signature: `SIG_${tx.email.replace(/[^a-z0-9]/gi, '').slice(0, 24)}`,
      reusable: true,
      last4: '4081',
      card_type: 'visa',
      channel: 'card',
    };
  };
  /** Paystack South Africa's local price: 2.9% + R1, plus 15% VAT, rounded up to the cent. */
  const feesOf = (amount: number) => Math.ceil(((amount * 290 + 1_000_000) * 11_500) / 100_000_000);
  const dataOf = (tx: FakePaystackTransaction) => {
    const amount = tx.chargedAmount ?? tx.amount;
    const paid = tx.status === 'success';
    return {
      id: tx.id,
      status: tx.status,
      reference: tx.reference,
      amount,
      currency: tx.chargedCurrency ?? tx.currency,
      fees: paid ? feesOf(amount) : null,
      paid_at: paid ? (tx.paidAt ?? new Date()).toISOString() : null,
      created_at: tx.createdAt.toISOString(),
      channel: 'card',
      customer: { email: tx.email },
      authorization: paid ? authorizationOf(tx) : null,
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const route = `${req.method} ${url.pathname.replace(/\/transaction\/verify\/.*/, '/transaction/verify')}`;
      counts[route] = (counts[route] ?? 0) + 1;
      if (state.mode === 'down') return send(res, 500, { status: false, message: 'Internal error' });
      if (req.headers.authorization !== `Bearer ${SECRET}`) {
        return send(res, 401, { status: false, message: 'Invalid key', type: 'validation_error' });
      }
      if (transfers.handle(req, url, Buffer.concat(chunks), (status, body) => send(res, status, body)))
        return;
      if (handleListRoutes(req, url, { refunds, transactions }, dataOf, (st, b) => send(res, st, b))) return;
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(res, 400, { status: false, message: 'Invalid JSON' });
        }
        const reference = String(body.reference ?? '');
        if (!body.email || !Number.isInteger(body.amount) || !reference) {
          return send(res, 400, { status: false, message: 'Invalid fields', type: 'validation_error' });
        }
        if (!/^[A-Za-z0-9.=-]+$/.test(reference)) {
          return send(res, 400, { status: false, message: 'Invalid reference', type: 'validation_error' });
        }
        if (transactions.has(reference)) {
          return send(res, 400, {
            status: false,
            message: 'Duplicate Transaction Reference',
            type: 'validation_error',
            code: 'duplicate_reference',
          });
        }
        transactions.set(reference, {
          reference,
          email: String(body.email),
          amount: body.amount as number,
          currency: String(body.currency ?? 'NGN'),
          callbackUrl: String(body.callback_url ?? ''),
          metadata: (body.metadata as Record<string, unknown>) ?? {},
          channels: Array.isArray(body.channels) ? (body.channels as string[]) : null,
          status: 'ongoing',
          id: nextId++,
          createdAt: new Date(),
        });
        const accessCode = `ac_${reference.slice(-8)}`;
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/refund') {
        if (state.refundsDown)
          return send(res, 500, { status: false, message: 'Refund service unavailable' });
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(res, 400, { status: false, message: 'Invalid JSON' });
        }
        const tx = transactions.get(String(body.transaction ?? ''));
        if (!tx) return send(res, 404, { status: false, message: 'Transaction not found' });
        if (tx.status !== 'success') {
          return send(res, 400, {
            status: false,
            message: 'Cannot refund a transaction that was not successful',
          });
        }
        const charged = tx.chargedAmount ?? tx.amount;
        // A failed refund gave the money back to our balance: the charge may be refunded again.
        const already = refunds
          .filter((r) => r.transaction === tx.reference && r.status !== 'failed')
          .reduce((n, r) => n + r.amount, 0);
        const amount = body.amount === undefined ? charged - already : Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0 || already + amount > charged) {
          return send(res, 400, {
            status: false,
            message: 'Refund amount cannot be more than the transaction amount',
          });
        }
        const refund: FakePaystackRefund = {
          id: nextRefundId++,
          transaction: tx.reference,
          amount,
          currency: tx.chargedCurrency ?? tx.currency,
          merchantNote: typeof body.merchant_note === 'string' ? body.merchant_note : null,
          status: 'pending',
          createdAt: new Date(),
        };
        refunds.push(refund);
        return send(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            transaction: { id: tx.id, reference: tx.reference, amount: charged },
            integration: 412829,
            deducted_amount: refund.amount,
            channel: 'card',
            merchant_note: refund.merchantNote,
            customer_note: `Refund for transaction ${tx.reference}`,
            status: refund.status,
            currency: refund.currency,
            domain: 'test',
            amount: refund.amount,
            fully_deducted: true,
            id: refund.id,
            createdAt: refund.createdAt.toISOString(),
            updatedAt: refund.createdAt.toISOString(),
          },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]!));
        if (!tx) {
          return send(res, 400, {
            status: false,
            message: 'Transaction reference not found',
            code: 'transaction_not_found',
          });
        }
        return send(res, 200, { status: true, message: 'Verification successful', data: dataOf(tx) });
      }
      if (req.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(res, 400, { status: false, message: 'Invalid JSON' });
        }
        const reference = String(body.reference ?? '');
        const code = String(body.authorization_code ?? '');
        if (!Number.isInteger(body.amount) || !reference || authorizations.get(code) !== body.email) {
          return send(res, 400, {
            status: false,
            message: 'Invalid authorization',
            type: 'validation_error',
          });
        }
        if (transactions.has(reference)) {
          return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        }
        const tx: FakePaystackTransaction = {
          reference,
          email: String(body.email),
          amount: body.amount as number,
          currency: String(body.currency ?? 'NGN'),
          callbackUrl: '',
          metadata: (body.metadata as Record<string, unknown>) ?? {},
          channels: null,
          status: state.declineSavedCards ? 'failed' : 'success',
          id: nextId++,
          createdAt: new Date(),
        };
        transactions.set(reference, tx);
        return send(res, 200, { status: true, message: 'Charge attempted', data: dataOf(tx) });
      }
      if (req.method === 'GET' && url.pathname === '/transaction') {
        const from = new Date(url.searchParams.get('from') ?? 0).getTime();
        const to = new Date(url.searchParams.get('to') ?? Date.now() + 86_400_000).getTime();
        const perPage = Number(url.searchParams.get('perPage') ?? 50);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = [...transactions.values()].filter(
          (t) => t.createdAt.getTime() >= from && t.createdAt.getTime() < to,
        );
        const data = all.slice((page - 1) * perPage, page * perPage).map(dataOf);
        return send(res, 200, {
          status: true,
          message: 'Transactions retrieved',
          data,
          meta: { total: all.length, perPage, page, pageCount: Math.max(1, Math.ceil(all.length / perPage)) },
        });
      }
      return send(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    secretKey: SECRET,
    transactions,
    refunds,
    transfers,
    counts,
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    get refundsDown() {
      return state.refundsDown;
    },
    set refundsDown(down) {
      state.refundsDown = down;
    },
    get declineSavedCards() {
      return state.declineSavedCards;
    },
    set declineSavedCards(decline) {
      state.declineSavedCards = decline;
    },
    data(reference) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
      return dataOf(tx);
    },
    settle(reference, status, charged = {}) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
      tx.status = status;
      if (charged.amount !== undefined) tx.chargedAmount = charged.amount;
      if (charged.currency !== undefined) tx.chargedCurrency = charged.currency;
    },
    webhook(event, reference, secret = SECRET) {
      const tx = transactions.get(reference);
      const data = tx ? dataOf(tx) : { reference, status: 'success', amount: 0, currency: 'ZAR' };
      const body = JSON.stringify({ event, data });
      return { body, signature: signPaystack(body, secret) };
    },
    refundWebhook(event, refundId, opts = {}) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake paystack: no refund ${refundId}`);
      const tx = transactions.get(refund.transaction);
      const body = refundWebhookBody(event, refund, tx?.email ?? null, opts.withId ?? false);
      return { body, signature: signPaystack(body, opts.secret ?? SECRET) };
    },
    env(extra = {}) {
      return { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_BASE: url, ...extra };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
