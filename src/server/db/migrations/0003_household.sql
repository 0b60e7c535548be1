CREATE TABLE "employments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hire_id" uuid,
	"employer_user_id" uuid,
	"worker_user_id" uuid,
	"employer_name" text NOT NULL,
	"employer_address" text NOT NULL,
	"worker_name" text NOT NULL,
	"worker_language" text DEFAULT 'en' NOT NULL,
	"start_date" date NOT NULL,
	"duties" text NOT NULL,
	"workplace" text NOT NULL,
	"days_per_week" integer NOT NULL,
	"hours_per_day_hundredths" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"overtime_rate_cents" integer,
	"works_sundays" boolean DEFAULT false NOT NULL,
	"payment_frequency" text NOT NULL,
	"payment_in_kind" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annual_leave_days" integer NOT NULL,
	"notice_weeks" integer NOT NULL,
	"uif_registered" boolean NOT NULL,
	"coida_registered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employments_hire_id_unique" UNIQUE("hire_id"),
	CONSTRAINT "employments_frequency_ck" CHECK ("employments"."payment_frequency" in ('weekly','fortnightly','monthly'))
);
--> statement-breakpoint
CREATE TABLE "household_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employment_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"gross_cents" integer NOT NULL,
	"uif_employee_cents" integer NOT NULL,
	"uif_employer_cents" integer NOT NULL,
	"other_deductions_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"input" jsonb NOT NULL,
	"calculation" jsonb NOT NULL,
	"retain_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_net_ck" CHECK ("payslips"."net_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employer_user_id_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_reminders" ADD CONSTRAINT "household_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employments_employer_idx" ON "employments" USING btree ("employer_user_id");--> statement-breakpoint
CREATE INDEX "employments_worker_idx" ON "employments" USING btree ("worker_user_id");--> statement-breakpoint
CREATE INDEX "payslips_employment_idx" ON "payslips" USING btree ("employment_id","period_end");