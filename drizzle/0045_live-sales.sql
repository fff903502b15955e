CREATE TABLE "live_paddles" (
	"auction_id" integer NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "live_paddles_auction_id_number_pk" PRIMARY KEY("auction_id","number")
);
--> statement-breakpoint
CREATE TABLE "live_sale_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"lot_id" integer,
	"kind" text NOT NULL,
	"paddle" integer,
	"amount" integer,
	"bid_id" integer,
	"before" jsonb NOT NULL,
	"actor_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_sales" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"current_lot_id" integer,
	"warning" integer DEFAULT 0 NOT NULL,
	"increment" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"started_on" timestamp with time zone,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "format" text DEFAULT 'timed' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "live_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "paddle" integer;--> statement-breakpoint
ALTER TABLE "live_paddles" ADD CONSTRAINT "live_paddles_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_paddles" ADD CONSTRAINT "live_paddles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sale_actions" ADD CONSTRAINT "live_sale_actions_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sale_actions" ADD CONSTRAINT "live_sale_actions_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sale_actions" ADD CONSTRAINT "live_sale_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sales" ADD CONSTRAINT "live_sales_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sales" ADD CONSTRAINT "live_sales_current_lot_id_lots_id_fk" FOREIGN KEY ("current_lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_paddles_user_key" ON "live_paddles" USING btree ("auction_id","user_id");--> statement-breakpoint
CREATE INDEX "live_sale_actions_auction_idx" ON "live_sale_actions" USING btree ("auction_id","id");