CREATE INDEX "sales_published_end_idx" ON "sales" USING btree ("end_date") WHERE "sales"."published";--> statement-breakpoint
-- Instances keep sessions in memory for the back office's reads too (src/server/modules/auth/session-cache.ts):
-- a session changed (its second factor proved, a step-up, a passkey challenge, a touch) must be forgotten
-- on every instance as well as an ended one, so the trigger of drizzle/0014 now fires on UPDATE as well.
DROP TRIGGER IF EXISTS sessions_ended ON sessions;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_cached_change('id');
--> statement-breakpoint
-- The bid's NOTIFY (drizzle/0028) says `eventId:auctionId:bid` when the bid moved no lot's end: it changed
-- prices and bid counts only, so the cached lists that show neither (the auction lists, the back office's)
-- are kept (src/server/modules/catalogue/answer-cache.ts). A bid that extended its lot says
-- `eventId:auctionId`, as every other event does: anything about that auction may have changed.
CREATE OR REPLACE PROCEDURE place_bid_and_announce(p_lot_id integer, p_user_id integer, p_session_id text,
  p_amount bigint, p_max_amount bigint, p_up_to bigint, thresholds bigint[], increments bigint[],
  window_seconds integer, extension_seconds integer, INOUT placed jsonb DEFAULT NULL)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT to_jsonb(b) INTO placed
    FROM place_bid(p_lot_id, p_user_id, p_session_id, p_amount, p_max_amount, p_up_to, thresholds,
      increments, window_seconds, extension_seconds) AS b;
  COMMIT;
  IF placed ->> 'event_id' IS NOT NULL THEN
    -- The event's end is the lot's end to the millisecond; end_ms the end before the bid.
    PERFORM pg_notify('lonja_events', (placed ->> 'event_id') || ':' || (placed ->> 'auction_id') ||
      CASE WHEN extract(epoch FROM (placed -> 'event' ->> 'endDate')::timestamptz) * 1000
                <= floor((placed ->> 'end_ms')::float8)
        THEN ':bid' ELSE '' END);
  END IF;
END $$;
