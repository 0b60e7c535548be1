CREATE TABLE "job_alert_days" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_alert_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"job_post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_job_post_id_user_id_pk" PRIMARY KEY("job_post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_post_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'applied' NOT NULL,
	"hire_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"skills" text[] NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"suburb" text NOT NULL,
	"city" text NOT NULL,
	"approx_latitude" double precision NOT NULL,
	"approx_longitude" double precision NOT NULL,
	"start_date" date NOT NULL,
	"schedule" text NOT NULL,
	"days_per_week" integer,
	"hours_per_day_hundredths" integer NOT NULL,
	"pay_type" text NOT NULL,
	"pay_rate_cents" integer NOT NULL,
	"requires_police_clearance" boolean NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"radius_km" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_posts_status_ck" CHECK ("job_posts"."status" in ('open','filled','closed','expired'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_alerts_opted_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_alerts_channel" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alert_days" ADD CONSTRAINT "job_alert_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_employer_user_id_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_worker_uq" ON "job_applications" USING btree ("job_post_id","worker_id");--> statement-breakpoint
CREATE INDEX "job_applications_worker_idx" ON "job_applications" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "job_posts_open_earth_gist" ON "job_posts" USING gist (ll_to_earth("approx_latitude", "approx_longitude")) WHERE "job_posts"."status" = 'open' AND "job_posts"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_posts_employer_idx" ON "job_posts" USING btree ("employer_user_id","status");--> statement-breakpoint
CREATE INDEX "job_posts_due_idx" ON "job_posts" USING btree ("status","expires_at");