// Helpers for the trust tests (issue 20: reviews of employers, blocks, the employer profile, safety check-ins): an
// employer and a worker with a hire between them in a chosen state, written straight to the database.
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
