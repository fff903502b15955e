CREATE TABLE "border_proof_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_exemption_lapsed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_exemption_lapsed_by" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "border_proof_overdue_notice_sent_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "border_proof_files" ADD CONSTRAINT "border_proof_files_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "border_proof_files" ADD CONSTRAINT "border_proof_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "border_proof_files_settlement_idx" ON "border_proof_files" USING btree ("settlement_id");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_border_exemption_lapsed_by_users_id_fk" FOREIGN KEY ("border_exemption_lapsed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;