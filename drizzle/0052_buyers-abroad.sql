ALTER TABLE "subscriptions" ADD COLUMN "vies_vat_number" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "vies_valid" boolean;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "vies_checked_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "vies_consultation" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "vies_name" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "border_exemption" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "premium_tax_provision" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_kind" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_document" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_date" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_recorded_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_border_proof_recorded_by_users_id_fk" FOREIGN KEY ("border_proof_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;