// The demo's subscribed employer (issue 18): a guesthouse that has paid for the plan for about seven months and hired
// Johannesburg workers, some of them again, so the hire history's charts, the advanced filters and the home page's
// recommendations show something on `npm start`. Times are relative to the seeding, so the charts stay current.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DAY_MS, SUBSCRIPTION_INFO, type SubscriptionType } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import {
  employerMonthlyUsage,
  hires,
  lastSearches,
  payments,
  subscriptions,
  users,
  workers,
} from '../db/schema.js';
import { saMonth } from '../features/hires/index.js';

export const DEMO_SUBSCRIBER = {
  phoneNumber: '+27820000030',
  firstName: 'Busisiwe',
  companyName: 'Busi’s Guesthouse',
} as const;

/** Where the demo subscriber last searched: Sandton, 10 km. */
const LAST_SEARCH = { latitude: -26.1076, longitude: 28.0567, radiusKm: 10 };

/** Paid periods, oldest first: three months, then a year (days before the seeding each was paid). */
const PLAN_PAYMENTS: { type: SubscriptionType; daysAgo: number }[] = [
  { type: 'monthly', daysAgo: 200 },
  { type: 'monthly', daysAgo: 170 },
  { type: 'monthly', daysAgo: 140 },
  { type: 'annual', daysAgo: 110 },
];

const MINUTE = 60_000;

/**
 * The hires: which of the chosen workers (by index), days before the seeding, the answer and after how many minutes.
 * Workers 0 to 2 are hired again and again; a few requests were declined or expired; one waits for an answer.
 */
const HIRE_PLAN: { worker: number; daysAgo: number; status: string; answeredAfter: number | null }[] = [
  { worker: 0, daysAgo: 195, status: 'completed', answeredAfter: 25 },
  { worker: 3, daysAgo: 188, status: 'declined', answeredAfter: 340 },
  { worker: 1, daysAgo: 176, status: 'completed', answeredAfter: 50 },
  { worker: 0, daysAgo: 160, status: 'completed', answeredAfter: 15 },
  { worker: 4, daysAgo: 151, status: 'expired', answeredAfter: null },
  { worker: 2, daysAgo: 133, status: 'completed', answeredAfter: 190 },
  { worker: 5, daysAgo: 120, status: 'completed', answeredAfter: 1300 },
  { worker: 1, daysAgo: 104, status: 'completed', answeredAfter: 40 },
  { worker: 0, daysAgo: 92, status: 'completed', answeredAfter: 10 },
  { worker: 6, daysAgo: 80, status: 'declined', answeredAfter: 2000 },
  { worker: 2, daysAgo: 66, status: 'completed', answeredAfter: 95 },
  { worker: 7, daysAgo: 51, status: 'completed', answeredAfter: 480 },
  { worker: 0, daysAgo: 37, status: 'accepted', answeredAfter: 20 },
  { worker: 1, daysAgo: 24, status: 'accepted', answeredAfter: 70 },
  { worker: 3, daysAgo: 12, status: 'completed', answeredAfter: 600 },
  { worker: 5, daysAgo: 4, status: 'declined', answeredAfter: 30 },
  { worker: 6, daysAgo: 1, status: 'requested', answeredAfter: null },
];

export async function seedDemoSubscriber(db: Db, now = new Date()): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const chosen = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.city, 'Johannesburg'), inArray(workers.suburb, ['Sandton', 'Rosebank'])))
    .orderBy(asc(workers.fullName), asc(workers.id))
    .limit(8);
  if (chosen.length < 8) return;

  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...DEMO_SUBSCRIBER, employerPhoneVerifiedAt: at(210), createdAt: at(210) })
      .onConflictDoNothing({ target: users.phoneNumber })
      .returning({ id: users.id });
    // Seeded before: never twice.
    if (!user) return;

    let periodStart = at(PLAN_PAYMENTS[0]?.daysAgo ?? 0);
    for (const [i, p] of PLAN_PAYMENTS.entries()) {
      const paidAt = at(p.daysAgo);
      const reference = `DEMO-SUB-${i + 1}`;
      const info = SUBSCRIPTION_INFO[p.type];
      await tx.insert(payments).values({
        reference,
        userId: user.id,
        paymentType: 'subscription',
        subscriptionType: p.type,
        paymentMethod: 'card',
        amountCents: info.priceCents,
        provider: 'sandbox',
        status: 'success',
        providerStatus: 'success',
        paidAt,
        fulfilledAt: paidAt,
        createdAt: paidAt,
      });
      const startsAt = new Date(Math.max(paidAt.getTime(), periodStart.getTime()));
      const expiresAt = new Date(startsAt.getTime() + info.durationDays * DAY_MS);
      await tx.insert(subscriptions).values({
        userId: user.id,
        subscriptionType: p.type,
        startsAt,
        expiresAt,
        paymentReference: reference,
        createdAt: paidAt,
      });
      periodStart = expiresAt;
    }

    const perMonth = new Map<string, number>();
    for (const h of HIRE_PLAN) {
      const createdAt = new Date(at(h.daysAgo).getTime() + 9 * 60 * MINUTE);
      const month = saMonth(createdAt);
      perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
      const answered =
        h.answeredAfter === null ? null : new Date(createdAt.getTime() + h.answeredAfter * MINUTE);
      await tx.insert(hires).values({
        employerUserId: user.id,
        workerId: (chosen[h.worker] as { id: string }).id,
        status: h.status,
        isFreeHire: false,
        month,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 2 * DAY_MS),
        respondedAt: answered,
        completedAt: h.status === 'completed' ? new Date(createdAt.getTime() + 7 * DAY_MS) : null,
      });
    }
    // The month counters the hire rules keep (all paid hires: the plan was in force).
    await tx
      .insert(employerMonthlyUsage)
      .values(
        [...perMonth].map(([month, n]) => ({ userId: user.id, month, freeHiresUsed: 0, totalHires: n })),
      );
    await tx.insert(lastSearches).values({ userId: user.id, ...LAST_SEARCH, skill: null, searchedAt: at(1) });
  });
}
