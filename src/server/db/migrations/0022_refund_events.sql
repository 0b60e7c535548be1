CREATE TABLE "ledger_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"worker_id" uuid,
	"payment_reference" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"provider_status" text,
	"retry_of" uuid,
	"retried_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_refunds_amount_positive" CHECK ("ledger_refunds"."amount_cents" > 0),
	CONSTRAINT "ledger_refunds_status_known" CHECK ("ledger_refunds"."status" in ('asking', 'refused', 'pending', 'needs_attention', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_refunds" ADD CONSTRAINT "ledger_refunds_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_refunds" ADD CONSTRAINT "ledger_refunds_retry_of_ledger_refunds_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."ledger_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_refunds" ADD CONSTRAINT "ledger_refunds_retried_by_users_id_fk" FOREIGN KEY ("retried_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_refunds_visit_idx" ON "ledger_refunds" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "ledger_refunds_payment_idx" ON "ledger_refunds" USING btree ("payment_reference","amount_cents");--> statement-breakpoint
CREATE INDEX "ledger_refunds_status_idx" ON "ledger_refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_refunds_provider_id_uq" ON "ledger_refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_refunds_retry_uq" ON "ledger_refunds" USING btree ("retry_of");