CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hire_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"pay_cents" bigint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_hire_date_uq" UNIQUE("hire_id","date")
);
--> statement-breakpoint
CREATE TABLE "worker_blocked_dates" (
	"worker_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "worker_blocked_dates_worker_id_date_pk" PRIMARY KEY("worker_id","date")
);
--> statement-breakpoint
CREATE TABLE "worker_weekly_slots" (
	"worker_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "worker_weekly_slots_worker_id_day_start_time_pk" PRIMARY KEY("worker_id","day","start_time")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "first_date" date;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "visit_minutes" integer;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "hourly_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "transport_allowance_cents" bigint;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "repeat" text;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "repeat_until" date;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "visits_generated_until" date;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "ended_from" date;--> statement-breakpoint
ALTER TABLE "hires" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocked_dates" ADD CONSTRAINT "worker_blocked_dates_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_weekly_slots" ADD CONSTRAINT "worker_weekly_slots_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_worker_starts_idx" ON "visits" USING btree ("worker_id","starts_at");--> statement-breakpoint
-- Issue 33, decision 0312: no two visits of one worker that hold her time (requested or booked) overlap, whatever
-- the number of concurrent requests: the database refuses the second (23P01), on PostgreSQL and PGlite alike.
-- The statuses are SLOT_HOLDING_VISIT_STATUSES of src/shared/schemas/bookings.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap" EXCLUDE USING gist ("worker_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('requested', 'booked'));
