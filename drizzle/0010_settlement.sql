CREATE TABLE "pickup_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_slots_order" CHECK ("pickup_slots"."ends_at" > "pickup_slots"."starts_at"),
	CONSTRAINT "pickup_slots_capacity" CHECK ("pickup_slots"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_chains" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"last_invoice_id" integer,
	"last_fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_nif" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_issuer_nif_series_pk" PRIMARY KEY("issuer_nif","series")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"issuer_nif" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"full_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"settlement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"auction_id" integer,
	"rectified_invoice_id" integer,
	"rectification_reason" text,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"recorded_at" text NOT NULL,
	"previous_invoice_id" integer,
	"previous_fingerprint" text,
	"fingerprint" text NOT NULL,
	"issued_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"booking_date" date NOT NULL,
	"amount" integer NOT NULL,
	"concept" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"settlement_id" integer
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"account" text,
	"imported_by" integer,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order" text NOT NULL,
	"settlement_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_code" text,
	"authorisation_code" text,
	"notification" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"bank_line_id" integer,
	"card_payment_id" integer,
	"subscription_id" integer,
	"recorded_by" integer,
	"paid_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_not_zero" CHECK ("payments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"lot_id" integer,
	"sale_lot_id" integer,
	"offer_id" integer,
	"description" text NOT NULL,
	"hammer" integer NOT NULL,
	"premium_percent" numeric(5, 2) NOT NULL,
	"premium" integer NOT NULL,
	"premium_vat_percent" numeric(5, 2) NOT NULL,
	"premium_vat" integer NOT NULL,
	"goods_vat_percent" numeric(5, 2),
	"goods_vat" integer NOT NULL,
	"total" integer NOT NULL,
	"awarded_on" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer,
	"collected_on" timestamp with time zone,
	"collected_by" integer,
	CONSTRAINT "settlement_lines_one_lot" CHECK (("settlement_lines"."lot_id" is null) <> ("settlement_lines"."sale_lot_id" is null))
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer,
	"sale_id" integer,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"collection_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" timestamp with time zone,
	"reminder_sent_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_one_parent" CHECK (("settlements"."auction_id" is null) <> ("settlements"."sale_id" is null))
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "goods_vat_percent" numeric(5, 2) DEFAULT 21;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "deposit_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_iban" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_bidding_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_bookings" ADD CONSTRAINT "pickup_bookings_slot_id_pickup_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."pickup_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bookings" ADD CONSTRAINT "pickup_bookings_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slots" ADD CONSTRAINT "pickup_slots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_sale_lot_id_sale_lots_id_fk" FOREIGN KEY ("sale_lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bookings_settlement_key" ON "pickup_bookings" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "pickup_bookings_slot_idx" ON "pickup_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "pickup_slots_auction_idx" ON "pickup_slots" USING btree ("auction_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("issuer_nif","series","number");--> statement-breakpoint
CREATE INDEX "invoices_settlement_idx" ON "invoices" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_dedupe_key" ON "bank_statement_lines" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_order_key" ON "card_payments" USING btree ("order");--> statement-breakpoint
CREATE INDEX "card_payments_settlement_idx" ON "card_payments" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "payments_settlement_idx" ON "payments" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_lot_key" ON "settlement_lines" USING btree ("lot_id") WHERE "settlement_lines"."lot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_sale_lot_key" ON "settlement_lines" USING btree ("sale_lot_id") WHERE "settlement_lines"."sale_lot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_reference_key" ON "settlements" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_collection_code_key" ON "settlements" USING btree ("collection_code");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_auction_user_key" ON "settlements" USING btree ("auction_id","user_id") WHERE "settlements"."auction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_sale_user_key" ON "settlements" USING btree ("sale_id","user_id") WHERE "settlements"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "settlements_user_idx" ON "settlements" USING btree ("user_id");--> statement-breakpoint
UPDATE "subscriptions" SET "deposit_status" = 'received' WHERE "paid";
--> statement-breakpoint
-- Issued invoices are immutable (RD 1619/2012, VERI*FACTU): a correction is a new rectifying invoice.
CREATE FUNCTION lonja_invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las facturas emitidas no se pueden modificar ni borrar; emita una factura rectificativa.'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION lonja_invoices_immutable();
