CREATE TABLE "bid_annulments" (
	"bid_id" bigint PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"canonical" text NOT NULL,
	"chain_hash" text NOT NULL,
	"annulled_by" integer,
	"annulled_on" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "chain_head" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "chain_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_annulments" ADD CONSTRAINT "bid_annulments_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_annulments_lot_idx" ON "bid_annulments" USING btree ("lot_id","bid_id");