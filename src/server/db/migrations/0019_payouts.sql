CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_holder" text NOT NULL,
	"provider" text NOT NULL,
	"recipient_code" text NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payout_runs_day_unique" UNIQUE("day")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"worker_id" uuid,
	"run_id" uuid,
	"origin" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'ZAR' NOT NULL,
	"provider" text NOT NULL,
	"recipient_code" text NOT NULL,
	"account_last4" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_code" text,
	"transfer_id" bigint,
	"failure_reason" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK (amount_cents > 0),
	CONSTRAINT "payouts_status_known" CHECK (status in ('pending', 'in_flight', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_run_idx" ON "payouts" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_uq" ON "payouts" USING btree ("user_id") WHERE status in ('pending', 'in_flight');