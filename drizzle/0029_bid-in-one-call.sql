-- The bid in one round trip again, its NOTIFY still outside its transaction (0028): a procedure calls
-- place_bid, commits it (the lot's lock goes, the commit is flushed), then notifies in a transaction of its
-- own, which has nothing to flush and holds the database-wide notify lock for moments. The server calls it
-- (bid-statements.ts); `placed` is place_bid's row as JSON, or null when there is no such lot.
CREATE PROCEDURE place_bid_and_announce(p_lot_id integer, p_user_id integer, p_session_id text,
  p_amount bigint, p_max_amount bigint, p_up_to bigint, thresholds bigint[], increments bigint[],
  window_seconds integer, extension_seconds integer, INOUT placed jsonb DEFAULT NULL)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT to_jsonb(b) INTO placed
    FROM place_bid(p_lot_id, p_user_id, p_session_id, p_amount, p_max_amount, p_up_to, thresholds,
      increments, window_seconds, extension_seconds) AS b;
  COMMIT;
  -- As live/notify.ts's NOTIFY: `eventId:auctionId`.
  IF placed ->> 'event_id' IS NOT NULL THEN
    PERFORM pg_notify('lonja_events', (placed ->> 'event_id') || ':' || (placed ->> 'auction_id'));
  END IF;
END $$;
