// Helpers for the trust tests (issue 20: reviews of employers, blocks, the employer profile, safety check-ins): an
// employer and a worker with a hire between them in a chosen state, written straight to the database, or a hire
// request made through the app.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hires } from '../../src/server/db/schema.js';
import type { HireStatus } from '../../src/shared/schemas/hires.js';
import { signedInWorker } from './admin.js';
import { signedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

export async function verifiedEmployerNamed(t: TestApp, firstName: string) {
  return signedInUser(t.db, t.config, { employerPhoneVerifiedAt: new Date(), firstName });
}

/** A hire of `workerId` by `employerUserId` in the given status (accepted unless told), created at `at`. */
export async function hireBetween(
  t: TestApp,
  employerUserId: string,
  workerId: string,
  status: HireStatus = 'accepted',
  at: Date = new Date(),
): Promise<string> {
  const [hire] = await t.db
    .insert(hires)
    .values({
      employerUserId,
      workerId,
      status,
      isFreeHire: true,
      month: '2026-01',
      expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      respondedAt: status === 'requested' ? null : at,
      createdAt: at,
    })
    .returning();
  return hire!.id;
}

/** An employer, a worker (both signed in) and an accepted hire between them. */
export async function acceptedHire(t: TestApp, employerName = 'Karen') {
  const employer = await verifiedEmployerNamed(t, employerName);
  const worker = await signedInWorker(t);
  const hireId = await hireBetween(t, employer.user.id, worker.worker.id);
  return { employer, worker, hireId };
}

/**
 * An employer's hire request to a new worker, made the way the app makes it (POST /api/hires: free hire taken,
 * worker texted, in `workerLanguage` when given) with the queued messages sent.
 */
export async function pendingHireRequest(
  t: TestApp,
  options: { employerName?: string; workerLanguage?: string | null } = {},
) {
  const employer = await verifiedEmployerNamed(t, options.employerName ?? 'Karen');
  const worker = await signedInWorker(t);
  if (options.workerLanguage) {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: worker.cookie },
      payload: { language: options.workerLanguage },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hires',
    headers: { cookie: employer.cookie },
    payload: { workerId: worker.worker.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.ctx.jobs.drain();
  return { employer, worker, hireId: res.json().hire.id as string };
}

/** The hire's status as stored. */
export async function hireStatus(t: TestApp, hireId: string) {
  const [row] = await t.db.select({ status: hires.status }).from(hires).where(eq(hires.id, hireId));
  return row?.status;
}
