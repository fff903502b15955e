DROP INDEX "users_created_on_idx";--> statement-breakpoint
CREATE INDEX "lots_published_auction_idx" ON "lots" USING btree ("auction_id","end_date") WHERE "lots"."published";--> statement-breakpoint
CREATE INDEX "users_created_on_idx" ON "users" USING btree ("created_on","id");--> statement-breakpoint
-- Instances keep lists (the back office's users, subscriptions and auctions; the public auction lists) as
-- prepared answers (src/server/modules/catalogue/answer-cache.ts); any write to a table they read, by
-- whatever path (a sign-up, a payment, a job), tells every instance at commit: "lists:<table>" on
-- lonja_changes. Once per statement, not per row, and NOTIFY folds repeats within a transaction.
CREATE FUNCTION notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lonja_changes', 'lists:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_listed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_listed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
--> statement-breakpoint
CREATE TRIGGER auctions_listed AFTER INSERT OR UPDATE OR DELETE ON auctions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
