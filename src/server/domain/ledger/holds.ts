// Held pay (issue 34): a visit's pay stays in her held account until the visit is done, and longer while a hold
// (a reported problem, a dispute) is open on it; a hold placed after the pay was released takes it back from her
// balance as far as it is still there. Releasing moves what is held for the visit to her payable balance.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ledgerEntries, ledgerHolds, visits } from '../../db/schema.js';
import { accountCode, workerAccount } from './accounts.js';
import { balance, credit, debit, lockAccounts, postTransaction, resolveAccounts } from './post.js';

async function lockWorker(tx: Tx, workerId: string) {
  const held = workerAccount('worker_held', workerId);
  const payable = workerAccount('worker_payable', workerId);
  const rows = await resolveAccounts(tx, [held, payable]);
  const ids = [...rows.values()].map((r) => r.id).sort((a, b) => a - b);
  await lockAccounts(tx, ids);
  return { held, payable, heldId: rows.get(accountCode(held))!.id };
}

export async function hasOpenHold(tx: Tx, visitId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerHolds.id })
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.visitId, visitId), isNull(ledgerHolds.letGoAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * The visit is done: what is held for it becomes hers to be paid out, unless a hold is open on it. Idempotent:
 * nothing held, nothing moves. Answers the cents released.
 */
export async function releaseVisitPay(
  tx: Tx,
  input: { visitId: string; workerId: string; at: Date },
): Promise<{ releasedCents: number; heldBack: boolean }> {
  const { held, payable, heldId } = await lockWorker(tx, input.workerId);
  if (await hasOpenHold(tx, input.visitId)) return { releasedCents: 0, heldBack: true };
  const amount = await balance(tx, held, { visitId: input.visitId });
  if (amount <= 0) return { releasedCents: 0, heldBack: false };
  // Under the lock the number of held entries for the visit names this release uniquely and repeatably.
  const [n] = await tx
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, heldId), eq(ledgerEntries.visitId, input.visitId)));
  await postTransaction(tx, {
    eventKey: `release:${input.visitId}:${n?.n ?? 0}`,
    kind: 'release',
    entries: [debit(held, amount, input.visitId), credit(payable, amount, input.visitId)],
    refs: { visitId: input.visitId, workerId: input.workerId },
    at: input.at,
  });
  return { releasedCents: amount, heldBack: false };
}

/**
 * Holds a visit's pay (a problem reported, a dispute): what is still held stays; what was released and is still
 * in her balance moves back to held. Placing the same key twice changes nothing.
 */
export async function placeHold(
  tx: Tx,
  input: {
    key: string;
    workerId: string;
    visitId: string;
    reason: string;
    placedBy?: string | null;
    at: Date;
  },
): Promise<{ placed: boolean; movedBackCents: number }> {
  const { held, payable } = await lockWorker(tx, input.workerId);
  const [hold] = await tx
    .insert(ledgerHolds)
    .values({
      key: input.key,
      workerId: input.workerId,
      visitId: input.visitId,
      reason: input.reason,
      placedBy: input.placedBy ?? null,
      placedAt: input.at,
    })
    .onConflictDoNothing({ target: ledgerHolds.key })
    .returning({ id: ledgerHolds.id });
  if (!hold) return { placed: false, movedBackCents: 0 };
  const released = await balance(tx, payable, { visitId: input.visitId });
  const amount = Math.min(released, await balance(tx, payable));
  if (amount > 0) {
    await postTransaction(tx, {
      eventKey: `hold:${input.key}`,
      kind: 'hold',
      entries: [debit(payable, amount, input.visitId), credit(held, amount, input.visitId)],
      refs: { visitId: input.visitId, workerId: input.workerId, holdKey: input.key },
      at: input.at,
    });
  }
  return { placed: true, movedBackCents: Math.max(amount, 0) };
}

/** Lets a hold go; a done visit with no other hold open then releases what is held for it. */
export async function letGoHold(tx: Tx, key: string, at: Date): Promise<{ releasedCents: number }> {
  const [hold] = await tx
    .update(ledgerHolds)
    .set({ letGoAt: at })
    .where(and(eq(ledgerHolds.key, key), isNull(ledgerHolds.letGoAt)))
    .returning();
  if (!hold?.visitId || !hold.workerId) return { releasedCents: 0 };
  const [visit] = await tx.select({ status: visits.status }).from(visits).where(eq(visits.id, hold.visitId));
  if (visit?.status !== 'done') return { releasedCents: 0 };
  const { releasedCents } = await releaseVisitPay(tx, { visitId: hold.visitId, workerId: hold.workerId, at });
  return { releasedCents };
}
