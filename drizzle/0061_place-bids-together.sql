-- Bids that reach an instance together are placed together: one statement, one transaction and one commit
-- for several, instead of one each (src/server/modules/bids/bid-batches.ts). What a bid's transaction cost
-- PostgreSQL beyond its own work (the round trip, the statement, the commit and its flush to disk) is then
-- shared: pgbench across 10,000 lots placed 1,500–1,900 bids/s one per transaction and 2,800–3,000/s eight
-- per transaction on the same database (docs/benchmarks.md).
--
-- Each bid is place_bid's as before, in lot order. Only the first waits for its lot's lock; a later one whose
-- lot another transaction holds is not placed but answered {"retry": true}, and the instance sends it again
-- on its own: a statement holding one lot never waits for a second, so no two statements (this one and an
-- admin's update of many lots, say) can wait for each other.
--
-- The NOTIFY of each bid's event (drizzle/0055) comes from one function for both procedures.
CREATE OR REPLACE FUNCTION bid_announcement(placed jsonb) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT (placed ->> 'event_id') || ':' || (placed ->> 'auction_id') ||
    CASE WHEN extract(epoch FROM (placed -> 'event' ->> 'endDate')::timestamptz) * 1000
              <= floor((placed ->> 'end_ms')::float8)
      THEN ':bid' ELSE '' END
$$;
--> statement-breakpoint
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
    PERFORM pg_notify('lonja_events', bid_announcement(placed));
  END IF;
END $$;
--> statement-breakpoint
-- The bids as parallel arrays, one element a bid, sharing the bid steps and soft close; `placed` is place_bid's
-- row for each, in the order given: null where there is no such lot, {"retry": true} where it was not placed.
CREATE OR REPLACE PROCEDURE place_bids_and_announce(p_lot_ids integer[], p_user_ids integer[],
  p_session_ids text[], p_amounts bigint[], p_max_amounts bigint[], p_up_tos bigint[], thresholds bigint[],
  increments bigint[], window_seconds integer, extension_seconds integer, INOUT placed jsonb DEFAULT NULL)
LANGUAGE plpgsql AS $$
DECLARE
  bid record;
  answers jsonb[] := array_fill(NULL::jsonb, ARRAY[cardinality(p_lot_ids)]);
  answer jsonb;
  holding boolean := false;
BEGIN
  FOR bid IN
    SELECT * FROM unnest(p_lot_ids, p_user_ids, p_session_ids, p_amounts, p_max_amounts, p_up_tos)
      WITH ORDINALITY AS u(lot_id, user_id, session_id, amount, max_amount, up_to, n)
    ORDER BY u.lot_id, u.n
  LOOP
    IF holding THEN
      PERFORM 1 FROM lots WHERE id = bid.lot_id FOR UPDATE SKIP LOCKED;
      IF NOT FOUND THEN
        IF EXISTS (SELECT 1 FROM lots WHERE id = bid.lot_id) THEN
          answers[bid.n::integer] := '{"retry": true}'::jsonb;
        END IF;
        CONTINUE;
      END IF;
    END IF;
    SELECT to_jsonb(b) INTO answer
      FROM place_bid(bid.lot_id, bid.user_id, bid.session_id, bid.amount, bid.max_amount, bid.up_to,
        thresholds, increments, window_seconds, extension_seconds) AS b;
    answers[bid.n::integer] := answer;
    holding := true;
  END LOOP;
  placed := to_jsonb(answers);
  COMMIT;
  -- Once the bids are committed the statement must not fail: the instance sends the bids of a failed
  -- statement again, each on its own, which is safe only if none was placed. An event whose NOTIFY is lost
  -- is only late: every hub reads all the events after its last at the next NOTIFY.
  BEGIN
    FOR i IN 1 .. cardinality(answers) LOOP
      IF answers[i] ->> 'event_id' IS NOT NULL THEN
        PERFORM pg_notify('lonja_events', bid_announcement(answers[i]));
      END IF;
    END LOOP;
  EXCEPTION WHEN query_canceled OR others THEN
    RAISE WARNING 'place_bids_and_announce: bids placed, announcement failed: %', SQLERRM;
  END;
END $$;
