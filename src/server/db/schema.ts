// The whole data model, one Drizzle schema for PGlite and PostgreSQL, split by area under tables/. Money is in
// cents; times are timestamptz. drizzle-kit reads this file (drizzle.config.ts), so every table is re-exported here;
// a new feature's tables go in a file of their own under tables/ and one export line below.
export * from './tables/accounts.js';
export * from './tables/bookings.js';
export * from './tables/hires.js';
export * from './tables/household.js';
export * from './tables/job-posts.js';
export * from './tables/ledger.js';
export * from './tables/messaging.js';
export * from './tables/payments.js';
export * from './tables/payouts.js';
export * from './tables/platform.js';
export * from './tables/reconciliation.js';
export * from './tables/reports.js';
export * from './tables/reviews.js';
export * from './tables/search.js';
export * from './tables/translations.js';
export * from './tables/trust.js';
export * from './tables/voice-notes.js';
export * from './tables/workers.js';
