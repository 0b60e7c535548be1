// The gateway's refunds of a time range, for reconciliation (issue 34), beside the transaction and transfer lists of
// the payment and transfer gateways. Paystack: GET /refund?from&to&perPage&page, each refund naming its transaction
// by Paystack's numeric id (or, in some answers, the transaction object), resolved to the charge's reference with
// GET /transaction/:id. The sandbox completes a refund the moment it is asked and keeps no record of its own: its
// refunds are the ledger's refund postings of sandbox charges (what it answered is what was posted).
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments } from '../../db/schema.js';
import { type PaystackHttpOptions, paystackCall } from './paystack-http.js';

export interface GatewayRefund {
  /** The refunded charge's reference. */
  reference: string;
  amountCents: number;
  /** The gateway's word: 'pending', 'processing', 'processed', 'failed', ... */
  status: string;
  createdAt: Date;
}

export interface RefundLister {
  listRefunds(range: { from: Date; to: Date }): Promise<GatewayRefund[]>;
}

interface PaystackRefund {
  transaction?: number | string | { id?: number; reference?: string };
  amount?: number;
  status?: string;
  createdAt?: string;
  created_at?: string;
}

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export class PaystackRefunds implements RefundLister {
  constructor(private readonly opts: PaystackHttpOptions) {}

  async listRefunds(range: { from: Date; to: Date }): Promise<GatewayRefund[]> {
    const rows: PaystackRefund[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const query = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        perPage: String(PAGE_SIZE),
        page: String(page),
      });
      const data = await paystackCall<PaystackRefund[]>(this.opts, 'GET', `/refund?${query}`);
      rows.push(...data);
      if (data.length < PAGE_SIZE) break;
    }
    const references = new Map<string, string>();
    const out: GatewayRefund[] = [];
    for (const r of rows) {
      out.push({
        reference: await this.referenceOf(r.transaction, references),
        amountCents: Number(r.amount ?? Number.NaN),
        status: String(r.status ?? 'pending'),
        createdAt: new Date(r.createdAt ?? r.created_at ?? 0),
      });
    }
    return out;
  }

  private async referenceOf(transaction: PaystackRefund['transaction'], known: Map<string, string>) {
    if (transaction && typeof transaction === 'object') {
      if (transaction.reference) return transaction.reference;
      transaction = transaction.id;
    }
    const id = String(transaction ?? '');
    if (!id) return '';
    const cached = known.get(id);
    if (cached) return cached;
    const data = await paystackCall<{ reference?: string }>(
      this.opts,
      'GET',
      `/transaction/${encodeURIComponent(id)}`,
    );
    const reference = String(data.reference ?? '');
    known.set(id, reference);
    return reference;
  }
}

export class SandboxRefunds implements RefundLister {
  constructor(private readonly database: Database) {}

  async listRefunds(range: { from: Date; to: Date }): Promise<GatewayRefund[]> {
    const reference = sql<string>`${ledgerTransactions.refs}->>'paymentReference'`;
    const rows = await this.database.db
      .select({ reference, postedAt: ledgerTransactions.postedAt, id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .innerJoin(payments, eq(payments.reference, reference))
      .where(
        and(
          eq(ledgerTransactions.kind, 'refund_processed'),
          eq(payments.provider, 'sandbox'),
          gte(ledgerTransactions.postedAt, range.from),
          lt(ledgerTransactions.postedAt, range.to),
        ),
      );
    const amounts = await refundAmounts(
      this.database,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      reference: r.reference,
      amountCents: amounts.get(r.id) ?? 0,
      status: 'processed',
      createdAt: r.postedAt,
    }));
  }
}

/** What each refund posting took out of Paystack clearing. */
async function refundAmounts(database: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .select({
      id: ledgerEntries.transactionId,
      cents: sql<number>`-sum(${ledgerEntries.amountCents})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.kind, 'paystack_clearing'), inArray(ledgerEntries.transactionId, ids)))
    .groupBy(ledgerEntries.transactionId);
  return new Map(rows.map((r) => [r.id, r.cents]));
}

export function createRefundLister(config: Config, database: Database): RefundLister {
  if (config.PAYMENT_PROVIDER === 'paystack') {
    return new PaystackRefunds({
      secretKey: config.PAYSTACK_SECRET_KEY ?? '',
      apiBase: config.PAYSTACK_API_BASE,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return new SandboxRefunds(database);
}
