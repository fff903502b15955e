CREATE INDEX "auctions_created_idx" ON "auctions" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_on","id");