// The tiers' job (decision 0081): a tier lapses at its expiry (a job per expiry), and a daily sweep catches tiers
// set without one (demo data, an admin's repair); it runs at start-up too when the day's sweep was missed.
import { defineJob, defineSchedule } from '../../jobs/define.js';
import { expireLapsedTiers, expireTiersKind, TIER_SWEEP_RULE } from './service.js';

const isoDay = (slot: Date) => slot.toISOString().slice(0, 10);

export const tierJobs = [
  defineJob({
    ...expireTiersKind,
    async run(_payload, { database }) {
      await expireLapsedTiers(database.db);
    },
  }),
];

export const tierSchedules = [
  defineSchedule({
    job: expireTiersKind,
    rule: TIER_SWEEP_RULE,
    payload: (slot) => ({ sweep: isoDay(slot) }),
    dedupeKey: (slot) => `${expireTiersKind.kind}:sweep:${isoDay(slot)}`,
    catchUp: true,
  }),
];
