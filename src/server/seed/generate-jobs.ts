// Open job posts in bulk, deterministic for a given seed (the jobs benchmark's 100,000): around the demo suburbs, one
// to three skills, every schedule, pay type and radius, paid at least the minimum wage. Employers post 30 each,
// the subscription's open-job limit.
import {
  CATEGORIES,
  DAY_MS,
  JOB_POST_EXPIRY_DAYS,
  JOB_SCHEDULES,
  OPEN_JOB_POSTS_LIMIT,
  SEARCH_RADII_KM,
} from '../../shared/constants.js';
import { todayInSouthAfrica } from '../../shared/pay/minimum-wage.js';
import { requiresPoliceClearanceByDefault } from '../../shared/schemas/job-posts.js';
import type { Db } from '../db/client.js';
import { jobPosts, users } from '../db/schema.js';
import { approxPosition } from '../lib/geo.js';
import { prng } from './generate.js';
import { SEED_AREAS } from './places.js';

export interface GenerateJobsOptions {
  count: number;
  seed?: number;
  /** Employer phone numbers are +2772xxxxxxx from this offset, so several runs do not collide. */
  phoneOffset?: number;
  onProgress?: (done: number) => void;
}

const TITLES: Record<string, string> = {
  Gardening: 'Garden help',
  Cleaning: 'House cleaning',
  'Domestic Worker': 'Domestic worker',
  Childcare: 'Childminder',
  'Elder Care': 'Carer for an elderly parent',
  Painting: 'Painting job',
  Removals: 'Help with a move',
};

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** Inserts `count` open job posts (and their employers) in batches; returns how many were made. */
export async function generateJobPosts(db: Db, opts: GenerateJobsOptions): Promise<number> {
  const rand = prng(opts.seed ?? 18);
  const offset = opts.phoneOffset ?? 0;
  const perEmployer = OPEN_JOB_POSTS_LIMIT.subscribed;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + JOB_POST_EXPIRY_DAYS * DAY_MS);
  const batchSize = 1500;
  let made = 0;
  while (made < opts.count) {
    const n = Math.min(batchSize, opts.count - made);
    const employerRows: (typeof users.$inferInsert)[] = [];
    const jobRows: (typeof jobPosts.$inferInsert)[] = [];
    let employerId = '';
    for (let i = 0; i < n; i++) {
      const k = made + i;
      if (k % perEmployer === 0 || !employerId) {
        employerId = crypto.randomUUID();
        const e = Math.floor(k / perEmployer);
        employerRows.push({
          id: employerId,
          phoneNumber: `+2772${String(offset + e).padStart(7, '0')}`,
          firstName: 'Employer',
          employerPhoneVerifiedAt: now,
        });
      }
      const area = SEED_AREAS[k % SEED_AREAS.length] as (typeof SEED_AREAS)[number];
      // Within about 4 km of the suburb centre, like the demo workers.
      const lat = area.lat + (rand() - 0.5) * 0.07;
      const lng = area.lng + (rand() - 0.5) * 0.07;
      const approx = approxPosition(lat, lng);
      const skillCount = 1 + Math.floor(rand() * 3);
      const skills = new Set<string>([CATEGORIES[k % CATEGORIES.length] as string]);
      while (skills.size < skillCount) skills.add(pick(rand, CATEGORIES));
      const first = [...skills][0] as string;
      const schedule = pick(rand, JOB_SCHEDULES);
      const hours = 4 + Math.floor(rand() * 5);
      const hourly = rand() < 0.5;
      jobRows.push({
        employerUserId: employerId,
        title: TITLES[first] ?? `${first} needed`,
        description: `Work in ${area.suburb}: ${[...skills].join(', ').toLowerCase()}. Details when we meet.`,
        skills: [...skills],
        address: `${1 + Math.floor(rand() * 180)} Main Street`,
        latitude: lat,
        longitude: lng,
        suburb: area.suburb,
        city: area.city,
        approxLatitude: approx.lat,
        approxLongitude: approx.lng,
        startDate: todayInSouthAfrica(new Date(now.getTime() + (1 + Math.floor(rand() * 20)) * DAY_MS)),
        schedule,
        daysPerWeek: schedule === 'weekly' ? 1 + Math.floor(rand() * 5) : null,
        hoursPerDayHundredths: hours * 100,
        payType: hourly ? 'hourly' : 'daily',
        payRateCents: hourly
          ? 3500 + Math.floor(rand() * 30) * 100
          : hours * 3500 + Math.floor(rand() * 20) * 1000,
        requiresPoliceClearance: requiresPoliceClearanceByDefault([...skills]),
        places: 1 + Math.floor(rand() * 2),
        radiusKm: pick(rand, SEARCH_RADII_KM),
        status: 'open',
        expiresAt,
        createdAt: new Date(now.getTime() - Math.floor(rand() * 20) * DAY_MS),
      });
    }
    await db.transaction(async (tx) => {
      if (employerRows.length) await tx.insert(users).values(employerRows);
      await tx.insert(jobPosts).values(jobRows);
    });
    made += n;
    opts.onProgress?.(made);
  }
  return made;
}
