CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inspection_dates" text,
	"slug" text NOT NULL,
	"commission_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"caution" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"lot_interval" integer DEFAULT 1 NOT NULL,
	"subscription_is_open" boolean DEFAULT true NOT NULL,
	"address" text,
	"google_maps_url" text,
	"last_collection_date" timestamp with time zone,
	"last_payment_date" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"in_history" boolean DEFAULT false NOT NULL,
	"youtube_url" text,
	"external_invoice" boolean DEFAULT false NOT NULL,
	"invoice_data" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"show_hammer_price" boolean DEFAULT true NOT NULL,
	"accept_offers" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"has_downprice" boolean DEFAULT false NOT NULL,
	"max_bid" integer,
	"max_bidder_id" integer,
	"bids_count" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"youtube_url" text,
	"order" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"invoice_description" text,
	"closed_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sublots" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"youtube_url" text,
	"order" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"max_amount" integer,
	"is_auto" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer,
	"lot_id" integer,
	"sublot_id" integer,
	"sale_id" integer,
	"sale_lot_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "files_one_owner" CHECK (num_nonnulls(auction_id, lot_id, sublot_id, sale_id, sale_lot_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"auction_id" integer,
	"lot_id" integer,
	"sublot_id" integer,
	"sale_id" integer,
	"sale_lot_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"urls" jsonb,
	"legacy_url" text,
	"width" integer,
	"height" integer,
	CONSTRAINT "images_one_owner" CHECK (num_nonnulls(auction_id, lot_id, sublot_id, sale_id, sale_lot_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "metadata_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"metadata_field_id" integer NOT NULL,
	"auction_id" integer,
	"lot_id" integer,
	"sublot_id" integer,
	"sale_lot_id" integer,
	"value" text NOT NULL,
	CONSTRAINT "metadata_entries_one_owner" CHECK (num_nonnulls(auction_id, lot_id, sublot_id, sale_lot_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "metadata_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	CONSTRAINT "metadata_fields_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso2" text NOT NULL,
	"vies" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_lot_id" integer,
	"lot_id" integer,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"price" integer NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sold" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"address" text,
	"province_id" integer,
	"lat" double precision,
	"lng" double precision,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_data" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"csrf_token" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone1" text,
	"phone2" text,
	"is_company" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"vat_id_type" text DEFAULT 'nif' NOT NULL,
	"vat_id" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"country_id" integer,
	"province_id" integer,
	"password_hash" text,
	"accepted_terms" boolean DEFAULT false NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"observations" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"has_wrong_email" boolean DEFAULT false NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"is_imported" boolean DEFAULT false NOT NULL,
	"is_web_user" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_max_bidder_id_users_id_fk" FOREIGN KEY ("max_bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sublots" ADD CONSTRAINT "sublots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_sublot_id_sublots_id_fk" FOREIGN KEY ("sublot_id") REFERENCES "public"."sublots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_sale_lot_id_sale_lots_id_fk" FOREIGN KEY ("sale_lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_sublot_id_sublots_id_fk" FOREIGN KEY ("sublot_id") REFERENCES "public"."sublots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_sale_lot_id_sale_lots_id_fk" FOREIGN KEY ("sale_lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD CONSTRAINT "metadata_entries_metadata_field_id_metadata_fields_id_fk" FOREIGN KEY ("metadata_field_id") REFERENCES "public"."metadata_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD CONSTRAINT "metadata_entries_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD CONSTRAINT "metadata_entries_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD CONSTRAINT "metadata_entries_sublot_id_sublots_id_fk" FOREIGN KEY ("sublot_id") REFERENCES "public"."sublots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD CONSTRAINT "metadata_entries_sale_lot_id_sale_lots_id_fk" FOREIGN KEY ("sale_lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sale_lot_id_sale_lots_id_fk" FOREIGN KEY ("sale_lot_id") REFERENCES "public"."sale_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lots" ADD CONSTRAINT "sale_lots_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_slug_key" ON "auctions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "auctions_public_idx" ON "auctions" USING btree ("published","status","start_date");--> statement-breakpoint
CREATE INDEX "auctions_end_date_idx" ON "auctions" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "lots_auction_order_idx" ON "lots" USING btree ("auction_id","order");--> statement-breakpoint
CREATE INDEX "lots_open_end_idx" ON "lots" USING btree ("end_date") WHERE "lots"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lots_max_bidder_idx" ON "lots" USING btree ("max_bidder_id");--> statement-breakpoint
CREATE INDEX "sublots_lot_order_idx" ON "sublots" USING btree ("lot_id","order");--> statement-breakpoint
CREATE INDEX "bids_lot_amount_idx" ON "bids" USING btree ("lot_id","amount","id");--> statement-breakpoint
CREATE INDEX "bids_user_idx" ON "bids" USING btree ("user_id","created_on");--> statement-breakpoint
CREATE INDEX "bids_created_on_idx" ON "bids" USING btree ("created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_auction_user_key" ON "subscriptions" USING btree ("auction_id","user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_on");--> statement-breakpoint
CREATE INDEX "files_auction_idx" ON "files" USING btree ("auction_id","position");--> statement-breakpoint
CREATE INDEX "files_lot_idx" ON "files" USING btree ("lot_id","position");--> statement-breakpoint
CREATE INDEX "files_sublot_idx" ON "files" USING btree ("sublot_id","position");--> statement-breakpoint
CREATE INDEX "files_sale_idx" ON "files" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "files_sale_lot_idx" ON "files" USING btree ("sale_lot_id","position");--> statement-breakpoint
CREATE INDEX "images_auction_idx" ON "images" USING btree ("auction_id","position");--> statement-breakpoint
CREATE INDEX "images_lot_idx" ON "images" USING btree ("lot_id","position");--> statement-breakpoint
CREATE INDEX "images_sublot_idx" ON "images" USING btree ("sublot_id","position");--> statement-breakpoint
CREATE INDEX "images_sale_idx" ON "images" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "images_sale_lot_idx" ON "images" USING btree ("sale_lot_id","position");--> statement-breakpoint
CREATE INDEX "metadata_entries_auction_idx" ON "metadata_entries" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "metadata_entries_lot_idx" ON "metadata_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "metadata_entries_sublot_idx" ON "metadata_entries" USING btree ("sublot_id");--> statement-breakpoint
CREATE INDEX "metadata_entries_sale_lot_idx" ON "metadata_entries" USING btree ("sale_lot_id");--> statement-breakpoint
CREATE INDEX "offers_sale_lot_idx" ON "offers" USING btree ("sale_lot_id");--> statement-breakpoint
CREATE INDEX "offers_lot_idx" ON "offers" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sale_lots_sale_order_idx" ON "sale_lots" USING btree ("sale_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_slug_key" ON "sales" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sales_public_idx" ON "sales" USING btree ("published","kind");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_lang_key" ON "pages" USING btree ("slug","lang");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_on_idx" ON "users" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "users_lastname_idx" ON "users" USING btree ("lastname","firstname");