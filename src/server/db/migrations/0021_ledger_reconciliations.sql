CREATE TABLE "ledger_reconciliations" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"difference_count" integer NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "ledger_reconciliations_day_provider_pk" PRIMARY KEY("day","provider")
);
