// The sandbox's transfers (embedded default): no bank, no money, no webhooks. A recipient is a code made from the
// bank and a keyed hash of the number; a transfer is paid the moment it is asked for, so a newcomer on the demo sees
// a payout arrive without an account anywhere (issue 34).
import { keyedHash } from '../../lib/crypto.js';
import type { RecipientInput, TransferInput, TransferProvider, TransferResult } from './transfers.js';

export class SandboxTransfers implements TransferProvider {
  readonly name = 'sandbox' as const;
  readonly settlesAtOnce = true;
  /** Transfers asked for in this process, by reference: asking again answers the same transfer. */
  private readonly sent = new Map<string, TransferResult>();

  constructor(private readonly secret: string) {}

  async createRecipient(input: RecipientInput): Promise<{ recipientCode: string }> {
    const digest = keyedHash(this.secret, `recipient:${input.bankCode}:${input.accountNumber}`).slice(0, 16);
    return { recipientCode: `RCP_sandbox_${digest}` };
  }

  async initiateTransfer(input: TransferInput): Promise<TransferResult> {
    const known = this.sent.get(input.reference);
    if (known) return known;
    const result: TransferResult = {
      transferCode: `TRF_sandbox_${input.reference.replace(/-/g, '').slice(0, 16)}`,
      transferId: null,
      status: 'success',
      amountCents: input.amountCents,
      reference: input.reference,
    };
    this.sent.set(input.reference, result);
    return result;
  }

  async verifyTransfer(reference: string): Promise<TransferResult | null> {
    return this.sent.get(reference) ?? null;
  }

  /** The sandbox sends no webhooks. */
  parseTransferEvent(): null {
    return null;
  }
}
