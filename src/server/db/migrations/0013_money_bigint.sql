ALTER TABLE "employments" ALTER COLUMN "hourly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "employments" ALTER COLUMN "overtime_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "gross_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "uif_employee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "uif_employer_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "other_deductions_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "net_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "job_posts" ALTER COLUMN "pay_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;