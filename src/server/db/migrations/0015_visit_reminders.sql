ALTER TABLE "visits" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "worker_answer" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "worker_answered_at" timestamp with time zone;