// The demo's history for the admin dashboard (issue 20): the R10 registration and the tier upgrades the demo workers
// paid when they joined, and a few months of finished hires by three demo households in the coastal and Free State
// cities (far from the Johannesburg workers the browser journeys hire). Deterministic and seeded once.
import { count, inArray, like } from 'drizzle-orm';
import { DAY_MS, HIRE_EXPIRY_DAYS, PRICES_CENTS, TIER_LEVELS } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { hires, payments, users, workers } from '../db/schema.js';
import { saMonth } from '../features/hires/index.js';

/** Demo households whose hires fill the charts (no one signs in as them). */
export const DEMO_HOUSEHOLDS = [
  { phoneNumber: '+27820000020', firstName: 'Anele' },
  { phoneNumber: '+27820000021', firstName: 'Pieter' },
  { phoneNumber: '+27820000022', firstName: 'Fatima' },
] as const;

const REFERENCE_PREFIX = 'WL-DEMO-';
const HIRE_CITIES = ['Cape Town', 'Durban', 'Gqeberha', 'Bloemfontein'];
/** Days of hire history, most recent first: enough for the dashboard's twelve weeks. */
const HIRE_HISTORY_DAYS = 120;
const FINISHED = ['completed', 'completed', 'declined', 'expired'] as const;

export async function seedDemoActivity(db: Db): Promise<void> {
  const [seeded] = await db
    .select({ n: count() })
    .from(payments)
    .where(like(payments.reference, `${REFERENCE_PREFIX}%`));
  if ((seeded?.n ?? 0) > 0) return;
  const listed = await db
    .select({
      id: workers.id,
      userId: workers.userId,
      city: workers.city,
      tierLevel: workers.tierLevel,
      paidAt: workers.registrationPaidAt,
    })
    .from(workers)
    .orderBy(workers.createdAt, workers.id);
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  listed.forEach((w, i) => {
    if (!w.paidAt) return;
    const paid = (type: string, amountCents: number, at: Date, tierLevel: string | null = null) =>
      paymentRows.push({
        reference: `${REFERENCE_PREFIX}${type.slice(0, 3).toUpperCase()}-${i}`,
        userId: w.userId,
        workerId: w.id,
        paymentType: type,
        tierLevel,
        amountCents,
        provider: 'sandbox',
        status: 'success',
        providerStatus: 'success',
        paidAt: at,
        fulfilledAt: at,
        createdAt: at,
      });
    paid('registration', PRICES_CENTS.registration, w.paidAt);
    if (w.tierLevel !== TIER_LEVELS[0]) {
      const tier = w.tierLevel as keyof typeof PRICES_CENTS;
      paid('upgrade', PRICES_CENTS[tier], new Date(w.paidAt.getTime() + 3 * DAY_MS), w.tierLevel);
    }
  });
  await db.transaction(async (tx) => {
    if (paymentRows.length) await tx.insert(payments).values(paymentRows);
    await tx
      .insert(users)
      .values(DEMO_HOUSEHOLDS.map((h) => ({ ...h, employerPhoneVerifiedAt: new Date() })))
      .onConflictDoNothing({ target: users.phoneNumber });
    const households = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.phoneNumber,
          DEMO_HOUSEHOLDS.map((h) => h.phoneNumber),
        ),
      );
    const coastal = listed.filter((w) => HIRE_CITIES.includes(w.city));
    const now = Date.now();
    // About one hire every two days, in a steady rhythm the charts can show.
    const hireRows = Array.from({ length: HIRE_HISTORY_DAYS / 2 }, (_, k) => {
      const at = new Date(now - (k * 2 + 1) * DAY_MS);
      const status = FINISHED[k % FINISHED.length]!;
      return {
        employerUserId: households[k % households.length]!.id,
        workerId: coastal[(k * 7) % coastal.length]!.id,
        status,
        isFreeHire: true,
        month: saMonth(at),
        expiresAt: new Date(at.getTime() + HIRE_EXPIRY_DAYS * DAY_MS),
        respondedAt: status === 'expired' ? null : new Date(at.getTime() + DAY_MS / 4),
        completedAt: status === 'completed' ? new Date(at.getTime() + DAY_MS) : null,
        createdAt: at,
      };
    });
    if (coastal.length && households.length) await tx.insert(hires).values(hireRows);
  });
}
