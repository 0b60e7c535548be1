CREATE TABLE "voice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"review_request_id" uuid,
	"from_phone" text NOT NULL,
	"storage_key" text NOT NULL,
	"seconds" integer NOT NULL,
	"bytes" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_notes_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "voice_notes_kind_ck" CHECK ("voice_notes"."kind" in ('intro', 'reference')),
	CONSTRAINT "voice_notes_status_ck" CHECK ("voice_notes"."status" in ('pending', 'active')),
	CONSTRAINT "voice_notes_reference_ck" CHECK (("voice_notes"."kind" = 'reference') = ("voice_notes"."review_request_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_review_request_id_review_requests_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_notes" ADD CONSTRAINT "voice_notes_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_notes_one_intro_uq" ON "voice_notes" USING btree ("worker_id") WHERE "voice_notes"."kind" = 'intro' and "voice_notes"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "voice_notes_one_per_request_uq" ON "voice_notes" USING btree ("review_request_id") WHERE "voice_notes"."kind" = 'reference';--> statement-breakpoint
CREATE INDEX "voice_notes_pending_idx" ON "voice_notes" USING btree ("from_phone","created_at");