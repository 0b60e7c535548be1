ALTER TABLE "visits" ADD COLUMN "problem_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "problem_reported_by" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "problem_reason" text;