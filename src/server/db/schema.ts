// The whole data model, one Drizzle schema for PGlite and PostgreSQL. Money is in cents; times are timestamptz.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** E.164, '+27XXXXXXXXX'. */
  phoneNumber: text('phone_number').notNull().unique(),
  firstName: text('first_name'),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** Set when the employer confirmed this phone with a code on /phone-verification. */
  employerPhoneVerifiedAt: ts('employer_phone_verified_at'),
  companyName: text('company_name'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the random session id; the id itself lives only in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    /** 'login' | 'employer_phone' | 'delete_account' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  // One live code per phone and purpose: a new send replaces the old one.
  (t) => [uniqueIndex('otp_codes_phone_purpose_uq').on(t.phoneNumber, t.purpose)],
);

/** Sliding-window counters for rate limits that must hold across processes (OTP sends per phone, per IP...). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

/** Durable background jobs, claimed with FOR UPDATE SKIP LOCKED so several app processes can share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** 'pending' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('pending'),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    /** Makes enqueueing idempotent: the same key is queued once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

/** What the dev messaging provider "sent": the outbox developers and tests read codes and links from. */
export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  channel: text('channel').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'photo' | 'cv' */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull().unique(),
    thumbnailUrl: text('thumbnail_url'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);

export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    profilePhotoUrl: text('profile_photo_url'),
    thumbnailUrl: text('thumbnail_url'),
    cvUrl: text('cv_url'),
    skills: text('skills').array().notNull(),
    availability: text('availability').notNull(),
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

export const promoCodes = pgTable('promo_codes', {
  /** Stored uppercased; lookups uppercase too, so codes are case-insensitive. */
  code: text('code').primaryKey(),
  trialDays: integer('trial_days').notNull(),
  description: text('description'),
  expiresAt: ts('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_code_user_uq').on(t.code, t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ours, unique per attempt: also the idempotency key with the provider. */
    reference: text('reference').notNull().unique(),
    /** Null once the person deleted their account: the record stays for the law, detached. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id').references(() => workers.id, { onDelete: 'set null' }),
    /** 'registration' | 'upgrade' | 'subscription' */
    paymentType: text('payment_type').notNull(),
    tierLevel: text('tier_level'),
    subscriptionType: text('subscription_type'),
    paymentMethod: text('payment_method'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    provider: text('provider').notNull(),
    /** 'pending' | 'success' | 'failed' */
    status: text('status').notNull().default('pending'),
    providerStatus: text('provider_status'),
    paidAt: ts('paid_at'),
    /** Set in the same transaction that grants what was paid for: the exactly-once guard. */
    fulfilledAt: ts('fulfilled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_uq').on(t.provider, t.event, t.reference)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type').notNull(),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    paymentReference: text('payment_reference').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.expiresAt)],
);

/** Free hires used per employer per calendar month (Africa/Johannesburg), changed only by atomic statements. */
export const employerMonthlyUsage = pgTable(
  'employer_monthly_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in South African time. */
    month: text('month').notNull(),
    freeHiresUsed: integer('free_hires_used').notNull().default(0),
    totalHires: integer('total_hires').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const hires = pgTable(
  'hires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerUserId: uuid('employer_user_id').references(() => users.id, { onDelete: 'set null' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** 'requested' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'completed' */
    status: text('status').notNull().default('requested'),
    /** Counted against the free quota (given back when declined or expired). */
    isFreeHire: boolean('is_free_hire').notNull(),
    month: text('month').notNull(),
    expiresAt: ts('expires_at').notNull(),
    respondedAt: ts('responded_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hires_employer_idx').on(t.employerUserId),
    index('hires_worker_idx').on(t.workerId, t.status),
  ],
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

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** Null for a review through a request link, or once the reviewer deleted their account (anonymised). */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    hireId: uuid('hire_id')
      .unique()
      .references(() => hires.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    jobType: text('job_type'),
    /** 'hire' | 'review_request' */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    index('reviews_worker_idx').on(t.workerId, t.createdAt),
  ],
);

export const workerReferences = pgTable(
  'worker_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    referenceName: text('reference_name').notNull(),
    referenceType: text('reference_type').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    testimonial: text('testimonial'),
    createdAt: createdAt(),
  },
  (t) => [index('worker_references_worker_idx').on(t.workerId)],
);

export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientName: text('recipient_name'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('review_requests_worker_idx').on(t.workerId, t.createdAt)],
);

export const savedWorkers = pgTable(
  'saved_workers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workerId] })],
);
