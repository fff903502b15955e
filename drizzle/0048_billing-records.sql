CREATE TABLE "billing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"detail" jsonb,
	"actor_id" integer,
	"occurred_at" text NOT NULL,
	"previous_fingerprint" text,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"previous_invoice_id" integer,
	"previous_fingerprint" text,
	"fingerprint" text NOT NULL,
	"recorded_at" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"xml" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error_code" text,
	"error_description" text,
	"csv" text,
	"last_error" text,
	"answered_at" timestamp with time zone,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_records_invoice_kind_key" ON "billing_records" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "billing_records_issuer_idx" ON "billing_records" USING btree ("issuer_nif","id");