// Paystack Transfers in the fake Paystack server (fake-paystack.ts hands it every request first), as documented:
// POST /transferrecipient ({type: 'basa', name, account_number, bank_code, currency: 'ZAR'} -> 201 {data:
// {recipient_code, details}}; the same account again answers the existing recipient), POST /transfer ({source:
// 'balance', amount, recipient, reference (lowercase letters, digits, - and _), reason, currency} -> {message:
// 'Transfer has been queued', data: {transfer_code, id, status: 'pending', ...}}; a reference used before -> 400),
// GET /transfer/verify/:reference, GET /transfer (the list, ?from=&to=&perPage=&page=), GET /bank?currency=ZAR,
// and the signed transfer.success / transfer.failed / transfer.reversed webhooks whose data is the transfer.
import { createHmac } from 'node:crypto';
import type http from 'node:http';
import { SA_BANKS } from '../../src/shared/pay/banks.js';

export interface FakeRecipient {
  recipientCode: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface FakeTransfer {
  id: number;
  transferCode: string;
  reference: string;
  amount: number;
  currency: string;
  recipientCode: string;
  reason: string;
  status: string;
  createdAt: string;
}

export interface FakeTransfers {
  recipients: Map<string, FakeRecipient>;
  /** By reference. */
  transfers: Map<string, FakeTransfer>;
  /** Our Paystack balance in cents: a transfer beyond it is refused, as Paystack does. */
  balance: number;
  /** True to answer 500 to POST /transfer only. */
  down: boolean;
  /** Account numbers the bank does not know: POST /transferrecipient answers 400 for them. */
  unknownAccounts: Set<string>;
  /** A webhook body about the transfer with this reference, and its signature; the transfer takes the status. */
  webhook(
    event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
    reference: string,
    opts?: { reason?: string; amount?: number; secret?: string },
  ): { body: string; signature: string };
  /** Handles a transfer route; false for any other. */
  handle(req: http.IncomingMessage, url: URL, body: Buffer, send: Send): boolean;
}

type Send = (status: number, body: unknown) => void;

const EVENT_STATUS = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
} as const;

function transferData(t: FakeTransfer, recipient: FakeRecipient | undefined) {
  return {
    id: t.id,
    transfer_code: t.transferCode,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    source: 'balance',
    reason: t.reason,
    status: t.status,
    createdAt: t.createdAt,
    recipient: recipient
      ? {
          recipient_code: recipient.recipientCode,
          name: recipient.name,
          type: 'basa',
          currency: 'ZAR',
          details: { account_number: recipient.accountNumber, bank_code: recipient.bankCode },
        }
      : null,
  };
}

function parse(body: Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function fakeTransfers(secret: string): FakeTransfers {
  const recipients = new Map<string, FakeRecipient>();
  const transfers = new Map<string, FakeTransfer>();
  let nextId = 860_000_000;

  const state: FakeTransfers = {
    recipients,
    transfers,
    balance: 100_000_000,
    down: false,
    unknownAccounts: new Set(),
    webhook(event, reference, opts = {}) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`fake paystack: no transfer ${reference}`);
      t.status = EVENT_STATUS[event];
      const data = {
        ...transferData(t, recipients.get(t.recipientCode)),
        ...(opts.amount === undefined ? {} : { amount: opts.amount }),
        gateway_response: opts.reason ?? null,
      };
      const body = JSON.stringify({ event, data });
      return {
        body,
        signature: createHmac('sha512', opts.secret ?? secret)
          .update(body)
          .digest('hex'),
      };
    },
    handle(req, url, raw, send) {
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /bank') {
        const banks = url.searchParams.get('currency') === 'ZAR' ? SA_BANKS : [];
        send(200, {
          status: true,
          message: 'Banks retrieved',
          data: banks.map((b, i) => ({
            id: 140 + i,
            name: b.name,
            code: b.code,
            type: 'basa',
            currency: 'ZAR',
          })),
        });
        return true;
      }
      if (route === 'POST /transferrecipient') {
        const body = parse(raw);
        const accountNumber = String(body?.account_number ?? '');
        const bankCode = String(body?.bank_code ?? '');
        if (
          body?.type !== 'basa' ||
          body.currency !== 'ZAR' ||
          !body.name ||
          !/^\d+$/.test(accountNumber) ||
          !SA_BANKS.some((b) => b.code === bankCode)
        ) {
          send(400, { status: false, message: 'Invalid fields', type: 'validation_error' });
          return true;
        }
        if (state.unknownAccounts.has(accountNumber)) {
          send(400, {
            status: false,
            message: 'Could not resolve account name. Check parameters or try again.',
          });
          return true;
        }
        const existing = [...recipients.values()].find(
          (r) => r.accountNumber === accountNumber && r.bankCode === bankCode,
        );
        const recipient = existing ?? {
          recipientCode: `RCP_${(recipients.size + 1).toString(36).padStart(6, '0')}fake`,
          name: String(body.name),
          accountNumber,
          bankCode,
        };
        recipients.set(recipient.recipientCode, recipient);
        send(201, {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: 'ZAR',
            name: recipient.name,
            recipient_code: recipient.recipientCode,
            type: 'basa',
            details: { account_number: accountNumber, bank_code: bankCode },
          },
        });
        return true;
      }
      if (route === 'POST /transfer') {
        if (state.down) {
          send(500, { status: false, message: 'Transfer service unavailable' });
          return true;
        }
        const body = parse(raw);
        const reference = String(body?.reference ?? '');
        const amount = body?.amount;
        const recipient = recipients.get(String(body?.recipient ?? ''));
        if (
          body?.source !== 'balance' ||
          !Number.isInteger(amount) ||
          (amount as number) <= 0 ||
          !recipient ||
          !/^[a-z0-9_-]{16,100}$/.test(reference)
        ) {
          send(400, { status: false, message: 'Invalid fields', type: 'validation_error' });
          return true;
        }
        if (transfers.has(reference)) {
          send(400, { status: false, message: 'Duplicate Transfer Reference', type: 'validation_error' });
          return true;
        }
        if ((amount as number) > state.balance) {
          send(400, { status: false, message: 'Your balance is not enough to fulfil this request' });
          return true;
        }
        state.balance -= amount as number;
        const transfer: FakeTransfer = {
          id: ++nextId,
          transferCode: `TRF_${nextId.toString(36)}`,
          reference,
          amount: amount as number,
          currency: String(body.currency ?? 'ZAR'),
          recipientCode: recipient.recipientCode,
          reason: String(body.reason ?? ''),
          status: 'pending',
          createdAt: new Date().toISOString(),
        };
        transfers.set(reference, transfer);
        send(200, {
          status: true,
          message: 'Transfer has been queued',
          data: transferData(transfer, undefined),
        });
        return true;
      }
      const verify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        const t = transfers.get(decodeURIComponent(verify[1]!));
        if (!t) send(404, { status: false, message: 'Transfer not found' });
        else
          send(200, {
            status: true,
            message: 'Transfer retrieved',
            data: transferData(t, recipients.get(t.recipientCode)),
          });
        return true;
      }
      if (route === 'GET /transfer') {
        const from = url.searchParams.get('from');
        const to = url.searchParams.get('to');
        const perPage = Number(url.searchParams.get('perPage') ?? 50);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = [...transfers.values()].filter(
          (t) => (!from || t.createdAt >= from) && (!to || t.createdAt <= to),
        );
        send(200, {
          status: true,
          message: 'Transfers retrieved',
          data: all
            .slice((page - 1) * perPage, page * perPage)
            .map((t) => transferData(t, recipients.get(t.recipientCode))),
          meta: { total: all.length, perPage, page, pageCount: Math.ceil(all.length / perPage) },
        });
        return true;
      }
      return false;
    },
  };
  return state;
}
