// Blocking (issue 20): a person blocks another by user id or worker profile id; the rule that a block, either way,
// keeps the two apart lives in domain/blocks.ts and is read where people meet (decision 0233).
import { and, desc, eq } from 'drizzle-orm';
import { type BlockInput, type BlocksAnswer, TRUST_MESSAGES } from '../../../shared/schemas/trust.js';
import type { Db } from '../../db/client.js';
import { blocks, users, workers } from '../../db/schema.js';
import { lockPair, type WithdrawOnBlock } from '../../domain/blocks.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';

async function targetUserId(db: Db, input: BlockInput): Promise<string> {
  const id = input.userId ?? input.workerId ?? '';
  if (!isUuid(id)) throw notFound(TRUST_MESSAGES.userNotFound);
  const [row] = input.userId
    ? await db.select({ userId: users.id }).from(users).where(eq(users.id, id))
    : await db.select({ userId: workers.userId }).from(workers).where(eq(workers.id, id));
  if (!row) throw notFound(TRUST_MESSAGES.userNotFound);
  return row.userId;
}

/**
 * Blocks the person; blocking twice is one block. Answers the blocked user's id. In the same transaction, everything
 * still pending between the two, either way, is withdrawn (issue 31): hire requests (so no accept hands the blocked
 * person her phone and address) and job applications: `withdrawals` is the app's table of them
 * (src/server/block-withdrawals.ts).
 */
export async function blockUser(
  db: Db,
  blockerUserId: string,
  input: BlockInput,
  withdrawals: readonly WithdrawOnBlock[],
): Promise<string> {
  const blockedUserId = await targetUserId(db, input);
  if (blockedUserId === blockerUserId) throw badRequest(TRUST_MESSAGES.cannotBlockSelf);
  await db.transaction(async (tx) => {
    await lockPair(tx, blockerUserId, blockedUserId);
    await tx.insert(blocks).values({ blockerUserId, blockedUserId }).onConflictDoNothing();
    for (const withdraw of withdrawals) await withdraw(tx, blockerUserId, blockedUserId);
  });
  return blockedUserId;
}

/** Lifts the viewer's own block (a block by the other person stays). */
export async function unblockUser(db: Db, blockerUserId: string, blockedUserId: string): Promise<void> {
  if (!isUuid(blockedUserId)) throw notFound(TRUST_MESSAGES.userNotFound);
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerUserId, blockerUserId), eq(blocks.blockedUserId, blockedUserId)));
}

/** The people the viewer blocked, newest first: the name they go by (first name, else company, else worker name). */
export async function listBlocks(db: Db, blockerUserId: string): Promise<BlocksAnswer> {
  const rows = await db
    .select({
      userId: blocks.blockedUserId,
      firstName: users.firstName,
      companyName: users.companyName,
      workerName: workers.fullName,
      createdAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedUserId))
    .leftJoin(workers, eq(workers.userId, blocks.blockedUserId))
    .where(eq(blocks.blockerUserId, blockerUserId))
    .orderBy(desc(blocks.createdAt));
  return {
    blocks: rows.map((r) => ({
      userId: r.userId,
      name: r.workerName || r.firstName || r.companyName || null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
