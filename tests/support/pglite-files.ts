// The server test files that also run on PGlite when the suite runs on PostgreSQL (decision 0260). The whole suite
// runs once on PostgreSQL; these are the files where the embedded database behaves differently: its driver path,
// its single connection (transactions queue, and a query on `db` inside a transaction would wait forever), its
// planner (PGlite is PostgreSQL 17, the servers we test on are older), its start-up and what only it has
// (the demo seed by default, snapshot backups, the DATA_DIR lock). Without DATABASE_URL every file runs on PGlite.
export const PGLITE_FILES: Record<string, string> = {
  // Driver path: PGlite's exec answers the one-round-trip scripts, pg's simple protocol on PostgreSQL.
  'src/server/db/script-arrays.test.ts': "scriptArrays through PGlite's exec, row arrays and value parsing",
  'src/server/features/search/search.test.ts':
    'the search script through exec: values parsed as on PostgreSQL',
  'src/server/features/job-posts/job-nearby.test.ts': 'Jobs Near Me through scriptArrays on exec',
  // Planner: the plans asserted must hold on the embedded PostgreSQL 17 too.
  'src/server/features/search/search-plan.test.ts': "the search plan on PGlite's planner",
  'src/server/features/job-posts/job-nearby-plan.test.ts': "the Jobs Near Me plan on PGlite's planner",
  // One connection: services that open transactions (and lock rows) must never use `db` inside one.
  'src/server/features/hires/hires.test.ts': 'hire transactions and row locks on one connection',
  'src/server/features/bookings/reminders.test.ts':
    "a reminder's 2: the visit cancelled and the replacements' search SQL run inside the webhook's transaction",
  'src/server/features/bookings/overlap.test.ts':
    'the visits exclusion constraint (btree_gist) refusing concurrent overlapping bookings on PGlite too',
  'src/server/features/payments/payments.test.ts':
    'payment callbacks: transactions, FOR UPDATE, concurrent calls',
  'src/server/features/payments/service.test.ts': 'the payment service inside and outside a transaction',
  'src/server/features/job-posts/job-applications.test.ts': 'applications: transactions and the job runner',
  'src/server/features/workers/registration.test.ts':
    'registration: one transaction over profile, files, payment',
  'src/server/features/auth/otp-limits.test.ts': 'OTP and rate-limit counters locked with FOR UPDATE',
  'src/server/features/visit-payments/refund-webhooks.test.ts':
    "refund webhooks and an admin's retry: the refund row locked FOR UPDATE, concurrent deliveries queued",
  'src/server/platform/messaging/delivery-rules.test.ts':
    "the job runner's SKIP LOCKED claim on one connection",
  'src/server/features/voice-notes/voice-note-intake.test.ts':
    "a voice note's intake queued in the webhook's transaction, its row, answer and job row in the job's own",
  // Start-up and what only the embedded database has.
  'src/server/features/health/health.test.ts': 'health answers the database kind',
  'src/server/seed/demo.test.ts': 'the demo seed, which the embedded database loads by default',
  'tests/server/ops/backup.test.ts': "snapshot backup and restore of the embedded database's directory",
  'tests/server/ops/http-hardening.test.ts': 'the backup endpoint, served only on the embedded database',
  'tests/server/ops/shutdown.test.ts': 'graceful shutdown and restart of a server on a PGlite DATA_DIR',
  'tests/server/restart.test.ts':
    'restarting on the same data: PGlite start-up, migrations and the DATA_DIR lock',
};
