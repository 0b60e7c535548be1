CREATE TABLE "blocks" (
	"blocker_user_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_user_id_blocked_user_id_pk" PRIMARY KEY("blocker_user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "employer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hire_id" uuid NOT NULL,
	"employer_user_id" uuid NOT NULL,
	"worker_id" uuid,
	"reviewer_user_id" uuid,
	"rating" integer NOT NULL,
	"review" text,
	"reveal_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_reviews_hire_id_unique" UNIQUE("hire_id"),
	CONSTRAINT "employer_reviews_rating_ck" CHECK ("employer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "safety_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hire_id" uuid NOT NULL,
	"worker_user_id" uuid NOT NULL,
	"trusted_contact_phone" text,
	"expected_end_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	"prompted_at" timestamp with time zone,
	"safe_at" timestamp with time zone,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_contact_phone" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reveal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_user_id_users_id_fk" FOREIGN KEY ("blocker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_reviews" ADD CONSTRAINT "employer_reviews_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_reviews" ADD CONSTRAINT "employer_reviews_employer_user_id_users_id_fk" FOREIGN KEY ("employer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_reviews" ADD CONSTRAINT "employer_reviews_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_reviews" ADD CONSTRAINT "employer_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_check_ins" ADD CONSTRAINT "safety_check_ins_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_check_ins" ADD CONSTRAINT "safety_check_ins_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "employer_reviews_employer_idx" ON "employer_reviews" USING btree ("employer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_check_ins_open_uq" ON "safety_check_ins" USING btree ("hire_id") WHERE "safety_check_ins"."checked_out_at" is null;--> statement-breakpoint
CREATE INDEX "safety_check_ins_worker_idx" ON "safety_check_ins" USING btree ("worker_user_id","checked_in_at");