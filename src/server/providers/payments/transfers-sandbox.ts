// The sandbox's transfers (embedded default): no bank, no money, no webhooks. A recipient is a code made from the
// bank and a keyed hash of the number; a transfer is paid the moment it is asked for, so a newcomer on the demo sees
// a payout arrive without an account anywhere (issue 34). Its "gateway record" is the payouts table itself.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payouts } from '../../db/schema.js';
import { keyedHash } from '../../lib/crypto.js';
import type { RecipientInput, TransferInput, TransferProvider, TransferResult } from './transfers.js';

const transferCode = (reference: string) => `TRF_sandbox_${reference.replace(/-/g, '').slice(0, 16)}`;

export class SandboxTransfers implements TransferProvider {
  readonly name = 'sandbox' as const;
  readonly settlesAtOnce = true;

  constructor(
    private readonly secret: string,
    private readonly database: Database,
  ) {}

  async createRecipient(input: RecipientInput): Promise<{ recipientCode: string }> {
    const digest = keyedHash(this.secret, `recipient:${input.bankCode}:${input.accountNumber}`).slice(0, 16);
    return { recipientCode: `RCP_sandbox_${digest}` };
  }

  /** The same reference always answers the same transfer, paid. */
  async initiateTransfer(input: TransferInput): Promise<TransferResult> {
    return {
      transferCode: transferCode(input.reference),
      transferId: null,
      status: 'success',
      amountCents: input.amountCents,
      reference: input.reference,
    };
  }

  async verifyTransfer(reference: string): Promise<TransferResult | null> {
    const [row] = await this.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, reference), eq(payouts.provider, 'sandbox')));
    return row?.transferCode ? this.toResult(row) : null;
  }

  async listTransfers(range: { from: Date; to: Date }): Promise<TransferResult[]> {
    const rows = await this.database.db
      .select()
      .from(payouts)
      .where(
        and(eq(payouts.provider, 'sandbox'), gte(payouts.sentAt, range.from), lte(payouts.sentAt, range.to)),
      );
    return rows.filter((r) => r.transferCode).map((r) => this.toResult(r));
  }

  /** The sandbox sends no webhooks. */
  parseTransferEvent(): null {
    return null;
  }

  private toResult(row: typeof payouts.$inferSelect): TransferResult {
    return {
      transferCode: row.transferCode ?? transferCode(row.id),
      transferId: null,
      status: row.status === 'paid' ? 'success' : row.status,
      amountCents: row.amountCents,
      reference: row.id,
    };
  }
}
