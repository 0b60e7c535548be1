// The demo: 420 workers over seven cities, a demo admin, a demo employer, a demo worker, a promo code, a few
// open job posts near the workers (demo-jobs.ts), the payments and hires the admin dashboard charts
// (demo-activity.ts), a subscribed employer with a hire history (demo-subscriber.ts) and the demo worker's WhatsApp
// conversation (demo-messages.ts), and a worker's month of paid visits with the demo employer's paid-ahead booking
// (demo-earnings.ts).
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PROMO_TRIAL_DAYS } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { promoCodes, users, workers } from '../db/schema.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoEarnings } from './demo-earnings.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemoConversation } from './demo-messages.js';
import { seedDemoSubscriber } from './demo-subscriber.js';
import { generateWorkers } from './generate.js';

export { DEMO_SUBSCRIBER } from './demo-subscriber.js';

/** Listed in the README; sign in with these on the dev messaging provider, the code is shown in the dialog. */
export const DEMO_ACCOUNTS = {
  admin: { phoneNumber: '+27820000001', firstName: 'Ayanda' },
  employer: { phoneNumber: '+27820000002', firstName: 'Karen' },
} as const;
export const DEMO_PROMO_CODE = 'FREE30D1';
export const DEMO_WORKER_COUNT = 420;

export async function seedDemo(db: Db): Promise<void> {
  await db
    .insert(users)
    .values([
      { ...DEMO_ACCOUNTS.admin, isAdmin: true },
      { ...DEMO_ACCOUNTS.employer, employerPhoneVerifiedAt: new Date() },
    ])
    .onConflictDoNothing({ target: users.phoneNumber });
  await db
    .insert(promoCodes)
    .values({
      code: DEMO_PROMO_CODE,
      trialDays: DEFAULT_PROMO_TRIAL_DAYS,
      description: '30-day free listing for new workers',
      maxRedemptions: 1000,
    })
    .onConflictDoNothing();
  await db.update(users).set({ isAdmin: true }).where(eq(users.phoneNumber, DEMO_ACCOUNTS.admin.phoneNumber));
  const [row] = await db.select({ n: count() }).from(workers);
  if ((row?.n ?? 0) === 0) await generateWorkers(db, { count: DEMO_WORKER_COUNT, seed: 2024 });
  await seedDemoJobs(db);
  await seedDemoActivity(db);
  await seedDemoSubscriber(db);
}

/** Seeds an empty embedded database, or any database when SEED_DEMO=true; never over existing data. */
export async function seedDemoIfWanted(app: FastifyInstance): Promise<void> {
  const { config, database } = app.ctx;
  if (config.seedDemo === 'never') return;
  if (config.seedDemo === 'when-empty') {
    const [row] = await database.db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return;
  }
  app.log.info('seeding demo data');
  await seedDemo(database.db);
  await seedDemoConversation(app);
  await seedDemoEarnings(app);
}
