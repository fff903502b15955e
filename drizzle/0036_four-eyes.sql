CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_on" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_on" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "approvals_pending_idx" ON "approvals" USING btree ("requested_on") WHERE "approvals"."outcome" = 'pending';