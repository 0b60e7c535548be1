ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A profile phone that is the sign-in phone was confirmed by the sign-in code; typed-only ones were not.
UPDATE "workers" SET "phone_confirmed_at" = now() FROM "users" WHERE "users"."id" = "workers"."user_id" AND "users"."phone_number" = "workers"."phone_number";