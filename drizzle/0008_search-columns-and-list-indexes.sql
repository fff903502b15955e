ALTER TABLE "auctions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(title || ' ' || description || ' ' || coalesce(address, ''))) STORED;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(title || ' ' || description || ' ' || coalesce(address, '')))) STORED;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(title || ' ' || description))) STORED;--> statement-breakpoint
ALTER TABLE "sublots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "sublots" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(title || ' ' || description))) STORED;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(value)) STORED;--> statement-breakpoint
ALTER TABLE "metadata_entries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(value))) STORED;--> statement-breakpoint
ALTER TABLE "sale_lots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(title || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "sale_lots" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(title || ' ' || description))) STORED;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lonja_fold(title || ' ' || description || ' ' || coalesce(address, ''))) STORED;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', lonja_fold(title || ' ' || description || ' ' || coalesce(address, '')))) STORED;--> statement-breakpoint
CREATE INDEX "auctions_search_fts_idx" ON "auctions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "auctions_search_trgm_idx" ON "auctions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auctions_created_idx" ON "auctions" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "lots_search_fts_idx" ON "lots" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "lots_search_trgm_idx" ON "lots" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sublots_search_fts_idx" ON "sublots" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sublots_search_trgm_idx" ON "sublots" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "metadata_entries_search_fts_idx" ON "metadata_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "metadata_entries_search_trgm_idx" ON "metadata_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_lots_search_fts_idx" ON "sale_lots" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sale_lots_search_trgm_idx" ON "sale_lots" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_search_fts_idx" ON "sales" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sales_search_trgm_idx" ON "sales" USING gin ("search_text" gin_trgm_ops);