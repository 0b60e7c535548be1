CREATE TABLE "inbound_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_sid" text NOT NULL,
	"from" text NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"handled_as" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_message_sid_unique" UNIQUE("message_sid")
);
--> statement-breakpoint
CREATE TABLE "message_contacts" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"last_inbound_channel" text,
	"opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"hire_reminders" boolean NOT NULL,
	"review_received" boolean NOT NULL,
	"expiry_reminders" boolean NOT NULL,
	"quiet_start" text NOT NULL,
	"quiet_end" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_message_id" text,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"ref" text,
	"status" text NOT NULL,
	"error_code" text,
	"body" text,
	"template_variables" text,
	"fallback_of" bigint,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "buttons" jsonb;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_from_idx" ON "inbound_messages" USING btree ("from","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_to_idx" ON "outbound_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_ref_idx" ON "outbound_messages" USING btree ("ref");