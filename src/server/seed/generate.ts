// Believable demo workers, deterministic for a given seed: names, places, skills, tiers, rates and reviews.
import { sql } from 'drizzle-orm';
import { AVAILABILITY_OPTIONS, CATEGORIES, type TierLevel } from '../../shared/constants.js';
import { normaliseSpokenLanguages, type SpokenLanguageCode } from '../../shared/spoken-languages.js';
import type { Db } from '../db/client.js';
import { reviews, users, workerReferences, workers } from '../db/schema.js';
import { approxPosition } from '../lib/geo.js';
import { DESCRIPTIONS, FIRST_NAMES, SEED_AREAS, SURNAMES } from './places.js';

/** mulberry32: small, fast, repeatable. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REVIEW_TEXTS = [
  'Arrived on time and did an excellent job. Highly recommended.',
  'Very trustworthy and thorough. We will definitely hire again.',
  'Good work, friendly and respectful. A pleasure to have around.',
  'Did what was asked and more. Fair price too.',
  'Reliable and honest, our family has used them for years.',
  'Work was fine but took a little longer than agreed.',
];
const REFERENCE_NAMES = [
  'Mrs Botha',
  'The Naidoo family',
  'Mr Dlamini',
  'Green Leaf Estates',
  'Mrs Petersen',
  'Dr Mokoena',
];

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** Phone numbers are +2771xxxxxxx from this offset, so several runs do not collide. */
  phoneOffset?: number;
  /** Reviews per worker (0 for the fastest bulk runs). */
  withReviews?: boolean;
  onProgress?: (done: number) => void;
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** The languages most heard in each demo city, the most common first (for the workers' spoken languages). */
const CITY_LANGUAGES: Record<string, readonly SpokenLanguageCode[]> = {
  Johannesburg: ['zu', 'st', 'tn', 'nso', 'xh', 'sn', 'ny', 'ts'],
  Soweto: ['zu', 'st', 'tn', 'xh', 'nso', 'ts', 've'],
  Pretoria: ['nso', 'tn', 'zu', 'af', 'ts', 'nr', 'ss'],
  'Cape Town': ['xh', 'af', 'sn', 'ny', 'pt', 'fr'],
  Durban: ['zu', 'xh', 'pt'],
  Gqeberha: ['xh', 'af'],
  Bloemfontein: ['st', 'af', 'tn', 'xh'],
};

/** One or two of the city's languages, the first most often, and English for most. */
function spokenLanguagesIn(city: string, rand: () => number): SpokenLanguageCode[] {
  const local = CITY_LANGUAGES[city] ?? ['zu'];
  const codes: SpokenLanguageCode[] = [rand() < 0.5 ? (local[0] as SpokenLanguageCode) : pick(rand, local)];
  if (rand() < 0.3) codes.push(pick(rand, local));
  if (rand() < 0.7) codes.push('en');
  return normaliseSpokenLanguages(codes);
}

/** Inserts `count` live, paid worker profiles (and their users) in batches; returns how many were made. */
export async function generateWorkers(db: Db, opts: GenerateOptions): Promise<number> {
  const rand = prng(opts.seed ?? 20241);
  // A stream of its own, so the languages (added later) change none of the other generated values.
  const languageRand = prng((opts.seed ?? 20241) ^ 0x5eed);
  const batchSize = 500;
  let made = 0;
  const offset = opts.phoneOffset ?? 0;
  while (made < opts.count) {
    const n = Math.min(batchSize, opts.count - made);
    const userRows: (typeof users.$inferInsert)[] = [];
    const workerRows: (typeof workers.$inferInsert)[] = [];
    const reviewPlans: { index: number; ratings: number[] }[] = [];
    for (let i = 0; i < n; i++) {
      const k = made + i;
      const area = SEED_AREAS[k % SEED_AREAS.length] as (typeof SEED_AREAS)[number];
      const first = pick(rand, FIRST_NAMES);
      const last = pick(rand, SURNAMES);
      // Spread within about 4 km of the suburb centre.
      const lat = area.lat + (rand() - 0.5) * 0.07;
      const lng = area.lng + (rand() - 0.5) * 0.07;
      const approx = approxPosition(lat, lng);
      const phone = `+2771${String(offset + k).padStart(7, '0')}`;
      const skillCount = 1 + Math.floor(rand() * 3);
      const skills = new Set<string>([CATEGORIES[k % CATEGORIES.length] as string]);
      while (skills.size < skillCount) skills.add(pick(rand, CATEGORIES));
      const tierRoll = rand();
      const tierLevel: TierLevel = tierRoll < 0.12 ? 'premium' : tierRoll < 0.35 ? 'verified' : 'basic';
      const daily = 250 + Math.round(rand() * 35) * 10;
      const hasHourly = rand() < 0.6;
      const hasDaily = rand() < 0.75;
      const createdAt = new Date(Date.now() - Math.floor(rand() * 540) * 86_400_000);
      const id = crypto.randomUUID();
      const userId = crypto.randomUUID();
      userRows.push({ id: userId, phoneNumber: phone, firstName: first, createdAt });
      const ratings =
        opts.withReviews === false
          ? []
          : Array.from({ length: Math.floor(rand() * 6) }, () =>
              rand() < 0.75 ? 5 - Math.floor(rand() * 2) : 3 + Math.floor(rand() * 3),
            );
      const total = ratings.reduce((a, b) => a + b, 0);
      workerRows.push({
        id,
        userId,
        fullName: `${first} ${last}`,
        phoneNumber: phone,
        // The profile phone is the sign-in phone, which counts as confirmed.
        phoneConfirmedAt: createdAt,
        profilePhotoUrl: `/api/avatars/${encodeURIComponent(`${first[0]}${last[0]}`)}.svg?c=${k % 8}`,
        thumbnailUrl: `/api/avatars/${encodeURIComponent(`${first[0]}${last[0]}`)}.svg?c=${k % 8}`,
        skills: [...skills],
        availability: AVAILABILITY_OPTIONS[k % AVAILABILITY_OPTIONS.length] as string,
        spokenLanguages: spokenLanguagesIn(area.city, languageRand),
        hourlyRate: hasHourly || !hasDaily ? String(Math.round(daily / 8 / 5) * 5) : null,
        dailyRate: hasDaily ? String(daily) : null,
        description: pick(rand, DESCRIPTIONS.default as readonly string[]),
        address: `${1 + Math.floor(rand() * 180)} ${pick(rand, ['Main', 'Church', 'Vilakazi', 'Long', 'Jan Smuts', 'Nelson Mandela', 'Oak'])} Street`,
        suburb: area.suburb,
        city: area.city,
        postalCode: area.postalCode,
        latitude: lat,
        longitude: lng,
        approxLatitude: approx.lat,
        approxLongitude: approx.lng,
        tierLevel,
        tierExpiresAt:
          tierLevel === 'basic' ? null : new Date(createdAt.getTime() + 365 * 86_400_000 + 200 * 86_400_000),
        isVerified: tierLevel !== 'basic',
        hasPoliceClearance: tierLevel === 'premium',
        averageRating: ratings.length ? (total / ratings.length).toFixed(2) : '0',
        totalReviews: ratings.length,
        totalJobs: ratings.length + Math.floor(rand() * 10),
        registrationPaidAt: createdAt,
        listedUntil: sql`'infinity'::timestamptz` as unknown as Date,
        createdAt,
      });
      if (ratings.length) reviewPlans.push({ index: i, ratings });
    }
    await db.transaction(async (tx) => {
      await tx.insert(users).values(userRows);
      await tx.insert(workers).values(workerRows);
      const reviewRows: (typeof reviews.$inferInsert)[] = [];
      const refRows: (typeof workerReferences.$inferInsert)[] = [];
      for (const plan of reviewPlans) {
        const w = workerRows[plan.index]!;
        plan.ratings.forEach((rating, j) => {
          const reviewId = crypto.randomUUID();
          reviewRows.push({
            id: reviewId,
            workerId: w.id!,
            rating,
            review: pick(rand, REVIEW_TEXTS),
            jobType: (w.skills as string[])[0] ?? null,
            source: 'review_request',
            createdAt: new Date(Date.now() - (j + 1) * 9 * 86_400_000),
          });
          if (j === 0) {
            refRows.push({
              workerId: w.id!,
              reviewId,
              referenceName: pick(rand, REFERENCE_NAMES),
              referenceType: 'employer',
              isVerified: true,
              testimonial: pick(rand, REVIEW_TEXTS),
            });
          }
        });
      }
      if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
      if (refRows.length) await tx.insert(workerReferences).values(refRows);
    });
    made += n;
    opts.onProgress?.(made);
  }
  return made;
}
