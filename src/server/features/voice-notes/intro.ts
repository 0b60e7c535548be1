// Her introduction: a pending note becomes it after her 1 (replacing the one before), and she may remove it.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hires, voiceNotes, workers } from '../../db/schema.js';
import { HIRE_ANSWERABLE_KINDS, refsSentTo } from '../../platform/messaging/index.js';
import { waitingRequests } from '../hires/index.js';

/** Her worker profile's id, or null without one. */
export async function workerIdOf(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.userId, userId));
  return row?.id ?? null;
}

/** Whether the worker's profile is still there (a note queued before she deleted her account finds none). */
export async function workerExists(db: Db | Tx, workerId: string): Promise<boolean> {
  const [row] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  return row !== undefined;
}

/** The newest introduction waiting for her 1, sent from this very number and still in time. */
export async function pendingIntro(tx: Tx, workerId: string, from: string, now: Date) {
  const [row] = await tx
    .select({ id: voiceNotes.id, createdAt: voiceNotes.createdAt })
    .from(voiceNotes)
    .where(
      and(
        eq(voiceNotes.workerId, workerId),
        eq(voiceNotes.kind, 'intro'),
        eq(voiceNotes.status, 'pending'),
        eq(voiceNotes.fromPhone, from),
        gt(voiceNotes.expiresAt, now),
      ),
    )
    .orderBy(desc(voiceNotes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a hire request asked her (on this number) after the note came: then her 1 answers that request, the last
 * question she was asked, and the note waits.
 */
export async function hireAskedSince(
  tx: Tx,
  reply: { from: string; language: Parameters<typeof waitingRequests>[2] },
  userId: string,
  since: Date,
  now: Date,
): Promise<boolean> {
  const waiting = await waitingRequests(tx, userId, reply.language, now);
  const sent = await refsSentTo(
    tx,
    reply.from,
    HIRE_ANSWERABLE_KINDS,
    waiting.map((w) => w.id),
  );
  if (sent.size === 0) return false;
  const newer = await tx
    .select({ id: hires.id })
    .from(hires)
    .where(and(inArray(hires.id, [...sent]), gt(hires.createdAt, since)))
    .limit(1);
  return newer.length > 0;
}

/** The pending note becomes her introduction; answers the storage key of the one it replaced, if any. */
export async function confirmIntro(tx: Tx, workerId: string, noteId: string): Promise<string | null> {
  const [old] = await tx
    .delete(voiceNotes)
    .where(
      and(eq(voiceNotes.workerId, workerId), eq(voiceNotes.kind, 'intro'), eq(voiceNotes.status, 'active')),
    )
    .returning({ key: voiceNotes.storageKey });
  await tx.update(voiceNotes).set({ status: 'active', expiresAt: null }).where(eq(voiceNotes.id, noteId));
  return old?.key ?? null;
}

/** DELETE /api/workers/me/voice-intro: her introduction and any note still waiting for her 1. */
export async function removeIntro(db: Db, workerId: string): Promise<string[]> {
  const gone = await db
    .delete(voiceNotes)
    .where(and(eq(voiceNotes.workerId, workerId), eq(voiceNotes.kind, 'intro')))
    .returning({ key: voiceNotes.storageKey });
  return gone.map((g) => g.key);
}
