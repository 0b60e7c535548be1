CREATE TABLE "phone_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewer_user_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"sa_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employments" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "employments" ALTER COLUMN "overtime_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "gross_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "uif_employee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "uif_employer_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "other_deductions_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "net_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "job_posts" ALTER COLUMN "pay_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_reveals_viewer_worker_day_uq" ON "phone_reveals" USING btree ("viewer_user_id","worker_id","sa_day");--> statement-breakpoint
CREATE INDEX "phone_reveals_viewer_day_idx" ON "phone_reveals" USING btree ("viewer_user_id","sa_day");--> statement-breakpoint
CREATE INDEX "phone_reveals_worker_idx" ON "phone_reveals" USING btree ("worker_id","created_at");--> statement-breakpoint
-- Issue 31: a block withdraws what is pending between the two; requests and applications left pending by blocks
-- made before that rule are withdrawn here (the free hire a request took is given back).
UPDATE "employer_monthly_usage" u SET "free_hires_used" = greatest(u."free_hires_used" - w.n, 0)
FROM (
  SELECT h."employer_user_id" AS user_id, h."month", count(*)::int AS n
  FROM "hires" h JOIN "workers" wk ON wk."id" = h."worker_id"
  WHERE h."status" = 'requested' AND h."is_free_hire"
    AND EXISTS (SELECT 1 FROM "blocks" b WHERE (b."blocker_user_id" = h."employer_user_id" AND b."blocked_user_id" = wk."user_id") OR (b."blocker_user_id" = wk."user_id" AND b."blocked_user_id" = h."employer_user_id"))
  GROUP BY 1, 2
) w
WHERE u."user_id" = w.user_id AND u."month" = w."month";--> statement-breakpoint
UPDATE "hires" h SET "status" = 'cancelled'
FROM "workers" wk
WHERE wk."id" = h."worker_id" AND h."status" = 'requested'
  AND EXISTS (SELECT 1 FROM "blocks" b WHERE (b."blocker_user_id" = h."employer_user_id" AND b."blocked_user_id" = wk."user_id") OR (b."blocker_user_id" = wk."user_id" AND b."blocked_user_id" = h."employer_user_id"));--> statement-breakpoint
DELETE FROM "job_applications" a
USING "job_posts" j, "workers" wk
WHERE j."id" = a."job_post_id" AND wk."id" = a."worker_id" AND a."status" = 'applied'
  AND EXISTS (SELECT 1 FROM "blocks" b WHERE (b."blocker_user_id" = j."employer_user_id" AND b."blocked_user_id" = wk."user_id") OR (b."blocker_user_id" = wk."user_id" AND b."blocked_user_id" = j."employer_user_id"));
