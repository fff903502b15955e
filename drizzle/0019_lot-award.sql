ALTER TABLE "auctions" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "approver" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "reserve_price" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "award_state" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "is_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "block_margin_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "block_lot_id" integer;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_block_lot_id_lots_id_fk" FOREIGN KEY ("block_lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_block_idx" ON "lots" USING btree ("block_lot_id") WHERE "lots"."block_lot_id" is not null;--> statement-breakpoint
-- Lots closed before results could wait for approval: sold ones were adjudicated at close.
UPDATE "lots" SET "award_state" = CASE WHEN "sold" THEN 'awarded' ELSE 'unsold' END WHERE "status" = 'closed';