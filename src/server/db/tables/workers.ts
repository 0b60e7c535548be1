// Worker listings, their work history and verification documents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, ts } from './columns.js';

export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** The profile phone (E.164). Shown to employers only once confirmed; until then they see the sign-in phone. */
    phoneNumber: text('phone_number').notNull(),
    /** When this profile phone was confirmed: it is the sign-in phone, or its owner entered a code sent to it. */
    phoneConfirmedAt: ts('phone_confirmed_at'),
    profilePhotoUrl: text('profile_photo_url'),
    thumbnailUrl: text('thumbnail_url'),
    cvUrl: text('cv_url'),
    skills: text('skills').array().notNull(),
    availability: text('availability').notNull(),
    /** Codes of src/shared/spoken-languages.ts, in that list's order (issue 18's language filter). */
    spokenLanguages: text('spoken_languages').array().notNull().default(sql`'{}'::text[]`),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    dailyRate: numeric('daily_rate', { precision: 10, scale: 2 }),
    description: text('description'),
    // Private: exact address and coordinates (visible to the worker and an employer with an accepted hire).
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Public: the position snapped to a ~1 km grid, the only one search ever returns.
    approxLatitude: doublePrecision('approx_latitude'),
    approxLongitude: doublePrecision('approx_longitude'),
    tierLevel: text('tier_level').notNull().default('basic'),
    tierExpiresAt: ts('tier_expires_at'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasPoliceClearance: boolean('has_police_clearance').notNull().default(false),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalReviews: integer('total_reviews').notNull().default(0),
    totalJobs: integer('total_jobs').notNull().default(0),
    /** The R10 registration was paid (verified server-side). */
    registrationPaidAt: ts('registration_paid_at'),
    /** A promo trial keeps the listing live until then without payment. */
    trialEndsAt: ts('trial_ends_at'),
    /** Live in search until this instant: 'infinity' once paid, the trial end on a promo, null before either. */
    listedUntil: ts('listed_until'),
    /** The worker (or an admin) can hide a paid listing. */
    listingActive: boolean('listing_active').notNull().default(true),
    /**
     * A copy of "the owner's account is suspended" on the row the search reads, so the listing rule needs no join
     * (decision 0240). Written only with users.suspended_at, by src/server/domain/suspension.ts.
     */
    ownerSuspended: boolean('owner_suspended').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('workers_tier_ck', sql`${t.tierLevel} in ('basic','verified','premium')`),
    index('workers_skills_gin').using('gin', t.skills),
  ],
);

export const workHistory = pgTable(
  'work_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    workType: text('work_type').notNull(),
    employerName: text('employer_name').notNull(),
    duties: text('duties'),
    employerPhone: text('employer_phone'),
    /** The worker pressed 'request review' in the wizard: sent once registration completes. */
    reviewRequested: boolean('review_requested').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_history_worker_idx').on(t.workerId)],
);

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'id_document' | 'police_clearance' */
    documentType: text('document_type').notNull(),
    /** Key in the private store; never a public URL. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    /** 'pending' | 'approved' | 'rejected' */
    status: text('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_documents_one_pending_uq')
      .on(t.workerId, t.documentType)
      .where(sql`${t.status} = 'pending'`),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);
