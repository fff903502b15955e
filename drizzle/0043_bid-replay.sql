-- Replaying a lot when a bid is annulled (docs/bid-receipts.md): every bid row names the request it answers
-- and a leader's raise of their own maximum is kept as a request, so a lot can be rebuilt, request by
-- request, through bid_resolve — the rule place_bid decides with — as if the annulled one never was.

-- The rows before this: each manual row its own request, proxy rows the answer to the manual row before them.
UPDATE bids b SET request_id = coalesce(
  (SELECT max(m.id) FROM bids m WHERE m.lot_id = b.lot_id AND NOT m.is_auto AND m.id <= b.id), b.id);
--> statement-breakpoint
-- place_bid as in 0039, and two things more: its rows carry their request, and a raise is kept.
CREATE OR REPLACE FUNCTION place_bid(p_lot_id integer, p_user_id integer, p_session_id text, p_amount bigint,
  p_max_amount bigint, p_up_to bigint, thresholds bigint[], increments bigint[], window_seconds integer,
  extension_seconds integer)
RETURNS TABLE (auction_id integer, price integer, max_bid integer, max_bidder_id integer, proxy_max integer,
  bids_count integer, status text, published boolean, start_ms float8, end_ms float8,
  auction_published boolean, auction_status text, auction_start_ms float8, accept_offers boolean,
  caution integer, is_active boolean, is_banned boolean, is_bidding_blocked boolean,
  subscription_status text, deposit_paid boolean, signed_in boolean, my_number integer,
  leader_number integer, last_number integer, now_ms float8, outcome text, placed_amount bigint,
  event jsonb, event_id bigint, conflict text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  f record;
  r record;
  v_now timestamptz := date_trunc('milliseconds', clock_timestamp());
  v_amount bigint := p_amount;
  v_minimum bigint;
  v_end timestamptz;
  v_bidder_number integer;
  v_leader_number integer;
  v_added integer;
  v_event_id bigint;
  v_ids bigint[];
BEGIN
  SELECT l.auction_id, l.price, l.max_bid, l.max_bidder_id, l.proxy_max, l.bids_count, l.status::text AS status,
      l.published, date_trunc('milliseconds', l.start_date) AS start_date,
      date_trunc('milliseconds', l.end_date) AS end_date, a.published AS auction_published,
      a.status::text AS auction_status, date_trunc('milliseconds', a.start_date) AS auction_start,
      a.accept_offers, a.caution, u.is_active, u.is_banned, u.is_bidding_blocked,
      s.status::text AS subscription_status, s.paid AS deposit_paid,
      (p_session_id IS NULL OR EXISTS (SELECT 1 FROM sessions x WHERE x.id = p_session_id)) AS signed_in,
      (SELECT b.number FROM lot_bidders b WHERE b.lot_id = l.id AND b.user_id = p_user_id) AS my_number,
      (SELECT b.number FROM lot_bidders b WHERE b.lot_id = l.id AND b.user_id = l.max_bidder_id) AS leader_number,
      (SELECT max(b.number) FROM lot_bidders b WHERE b.lot_id = l.id) AS last_number,
      bid_conflict(p_user_id, l.auction_id) AS conflict
    INTO f
    FROM lots l
    JOIN auctions a ON a.id = l.auction_id
    JOIN users u ON u.id = p_user_id
    LEFT JOIN subscriptions s ON s.auction_id = l.auction_id AND s.user_id = p_user_id
    WHERE l.id = p_lot_id
    FOR UPDATE OF l;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- The facts, as the app's rules read them: dates as epoch milliseconds.
  auction_id := f.auction_id; price := f.price; max_bid := f.max_bid; max_bidder_id := f.max_bidder_id;
  proxy_max := f.proxy_max; bids_count := f.bids_count; status := f.status; published := f.published;
  start_ms := extract(epoch FROM f.start_date) * 1000; end_ms := extract(epoch FROM f.end_date) * 1000;
  auction_published := f.auction_published; auction_status := f.auction_status;
  auction_start_ms := extract(epoch FROM f.auction_start) * 1000; accept_offers := f.accept_offers;
  caution := f.caution; is_active := f.is_active; is_banned := f.is_banned;
  is_bidding_blocked := f.is_bidding_blocked; subscription_status := f.subscription_status;
  deposit_paid := f.deposit_paid; signed_in := f.signed_in; my_number := f.my_number;
  leader_number := f.leader_number; last_number := f.last_number; conflict := f.conflict;
  now_ms := extract(epoch FROM v_now) * 1000;
  placed_amount := v_amount;

  IF f.conflict IS NOT NULL OR bid_refused(f.signed_in, f.is_banned, f.is_active, f.is_bidding_blocked, f.subscription_status,
      f.deposit_paid, f.caution, f.published, f.status, f.start_date, f.end_date, f.auction_published,
      f.auction_status, f.auction_start, v_now) THEN
    outcome := 'refused';
    RETURN NEXT;
    RETURN;
  END IF;

  -- With offers allowed, an opening bid under the starting price is an offer for the admin to weigh.
  IF f.accept_offers AND f.max_bid IS NULL AND v_amount < f.price THEN
    INSERT INTO offers (lot_id, user_id, amount) VALUES (p_lot_id, p_user_id, v_amount);
    outcome := 'offer';
    RETURN NEXT;
    RETURN;
  END IF;

  -- "The next minimum, up to X": follows the minimum of now, never above X.
  IF p_up_to IS NOT NULL AND f.max_bidder_id IS DISTINCT FROM p_user_id THEN
    v_minimum := bid_minimum(f.price, f.max_bid, thresholds, increments);
    IF v_minimum > v_amount AND v_minimum <= p_up_to THEN
      v_amount := v_minimum;
    END IF;
  END IF;
  placed_amount := v_amount;

  r := bid_resolve(f.price, f.max_bid, f.max_bidder_id, f.proxy_max, p_user_id, v_amount, p_max_amount,
    thresholds, increments);
  outcome := r.kind;
  IF r.kind = 'too-low' OR r.kind = 'max-not-raised' THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF r.kind = 'max-raised' THEN
    UPDATE lots SET proxy_max = r.new_proxy_max WHERE id = p_lot_id;
    -- A request of its own, which a replay after an annulment must see (bid_replay).
    INSERT INTO proxy_raises (lot_id, user_id, amount, max_amount, created_on)
      VALUES (p_lot_id, p_user_id, v_amount, r.new_proxy_max, v_now);
    RETURN NEXT;
    RETURN;
  END IF;

  v_end := bid_soft_close_end(f.end_date, v_now, window_seconds, extension_seconds);
  v_added := cardinality(r.row_amounts);
  -- Increasing timestamps, so the history reads in the order the proxies answered.
  -- Each row names the request it answers: the id of the bidder's own (manual) row. The rows' links are
  -- written by the chain_bid trigger (drizzle/0041).
  SELECT array_agg(nextval('bids_id_seq')) INTO v_ids FROM generate_series(1, v_added);
  INSERT INTO bids (id, lot_id, user_id, amount, max_amount, is_auto, created_on, request_id)
    SELECT b.id, p_lot_id, b.user_id, b.amount, b.max_amount, b.auto,
        v_now + (b.position - 1) * interval '1 millisecond', v_ids[array_position(r.row_autos, false)]
      FROM unnest(v_ids, r.row_users, r.row_amounts, r.row_max_amounts, r.row_autos)
        WITH ORDINALITY AS b(id, user_id, amount, max_amount, auto, position)
      ORDER BY b.position;
  UPDATE lots SET max_bid = r.new_max_bid, max_bidder_id = r.new_leader_id, proxy_max = r.new_proxy_max,
      bids_count = f.bids_count + v_added, end_date = v_end
    WHERE id = p_lot_id;
  -- A first bid on the lot gives the bidder the next number; under the lock, no one else can take it.
  v_bidder_number := f.my_number;
  IF v_bidder_number IS NULL THEN
    v_bidder_number := coalesce(f.last_number, 0) + 1;
    INSERT INTO lot_bidders (lot_id, user_id, number) VALUES (p_lot_id, p_user_id, v_bidder_number)
      ON CONFLICT DO NOTHING;
  END IF;
  v_leader_number := CASE WHEN r.new_leader_id = p_user_id THEN v_bidder_number
    ELSE coalesce(f.leader_number, 0) END;
  event := jsonb_build_object('lotId', p_lot_id, 'amount', r.new_max_bid,
    'bidder', 'Pujador ' || v_leader_number, 'bidsCount', f.bids_count + v_added,
    'minimumBid', bid_minimum(f.price, r.new_max_bid, thresholds, increments),
    'endDate', to_char(v_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  -- The live event; place_bid_and_announce notifies it once this has committed.
  INSERT INTO auction_events (auction_id, type, payload) VALUES (f.auction_id, 'bid', event)
    RETURNING id INTO v_event_id;
  event_id := v_event_id;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- A lot's bids replayed through bid_resolve from the requests that stand — each manual row and raise not
-- annulled, in the order they were made: the rows it would have written (with their requests) and the state.
CREATE FUNCTION bid_replay(p_lot_id integer, thresholds bigint[], increments bigint[],
  OUT max_bid bigint, OUT leader_id integer, OUT proxy_max bigint, OUT row_users integer[],
  OUT row_amounts bigint[], OUT row_max_amounts bigint[], OUT row_autos boolean[], OUT row_requests bigint[])
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_price bigint;
  q record;
  r record;
BEGIN
  SELECT l.price INTO v_price FROM lots l WHERE l.id = p_lot_id;
  row_users := '{}'; row_amounts := '{}'; row_max_amounts := '{}'; row_autos := '{}'; row_requests := '{}';
  FOR q IN
    SELECT coalesce(b.request_id, b.id) AS request, b.user_id, b.amount::bigint AS amount,
        b.max_amount::bigint AS max_amount
      FROM bids b WHERE b.lot_id = p_lot_id AND NOT b.is_auto
    UNION ALL
    SELECT p.id, p.user_id, p.amount, p.max_amount
      FROM proxy_raises p WHERE p.lot_id = p_lot_id AND p.annulled_on IS NULL
    ORDER BY 1
  LOOP
    r := bid_resolve(v_price, max_bid, leader_id, proxy_max, q.user_id, q.amount, q.max_amount,
      thresholds, increments);
    IF r.kind = 'max-raised' THEN
      proxy_max := r.new_proxy_max;
    ELSIF r.kind = 'accepted' THEN
      max_bid := r.new_max_bid;
      leader_id := r.new_leader_id;
      proxy_max := r.new_proxy_max;
      row_users := row_users || r.row_users;
      row_amounts := row_amounts || r.row_amounts;
      row_max_amounts := row_max_amounts || r.row_max_amounts;
      row_autos := row_autos || r.row_autos;
      row_requests := row_requests || array_fill(q.request, ARRAY[cardinality(r.row_amounts)]);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Moves bid rows to bid_annulments, kept as the links they were, with who and why.
CREATE FUNCTION bid_annul_rows(p_ids bigint[], p_actor integer, p_reason text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO bid_annulments (bid_id, lot_id, canonical, chain_hash, request_id, annulled_by, reason)
    SELECT b.id, b.lot_id, bid_canonical(b.lot_id, b.id, b.amount, b.max_amount,
        coalesce((SELECT n.number FROM lot_bidders n WHERE n.lot_id = b.lot_id AND n.user_id = b.user_id), 0),
        b.is_auto, b.created_on),
      b.chain_hash, coalesce(b.request_id, b.id), p_actor, p_reason
    FROM bids b WHERE b.id = ANY (p_ids);
  DELETE FROM bids WHERE id = ANY (p_ids);
$$;
--> statement-breakpoint
-- Annuls a bid: the bidder's request behind it (the row itself when manual; for a proxy row, the latest
-- request of its bidder at or before it) no longer counts, and the lot becomes what place_bid would have left
-- without it, rows included. The rows that stand and the replay's agree up to a point; from there the old
-- rows are annulled too (the reason names the bid that caused it) and the replay's written as new links.
-- The caller holds the lot's lock. Returns the lot's id, or null when there is no such bid.
CREATE FUNCTION annul_bid(p_bid_id bigint, p_actor integer, p_reason text, thresholds bigint[],
  increments bigint[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  t record;
  v_request bigint;
  v_rows record;
  p record;
  v_keep integer := 0;
  v_count integer;
  v_now timestamptz := date_trunc('milliseconds', clock_timestamp());
BEGIN
  SELECT b.id, b.lot_id, b.user_id, b.is_auto, coalesce(b.request_id, b.id) AS request INTO t
    FROM bids b WHERE b.id = p_bid_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  v_request := t.request;
  IF t.is_auto THEN
    -- The proxy bid for the bidder's maximum: the request that set it.
    SELECT max(x.request) INTO v_request FROM (
      SELECT coalesce(b.request_id, b.id) AS request FROM bids b
        WHERE b.lot_id = t.lot_id AND b.user_id = t.user_id AND NOT b.is_auto
          AND coalesce(b.request_id, b.id) <= t.request
      UNION ALL
      SELECT r.id FROM proxy_raises r
        WHERE r.lot_id = t.lot_id AND r.user_id = t.user_id AND r.annulled_on IS NULL AND r.id <= t.request) x;
  END IF;
  PERFORM bid_annul_rows(ARRAY(SELECT b.id FROM bids b WHERE b.lot_id = t.lot_id AND NOT b.is_auto
    AND coalesce(b.request_id, b.id) = v_request), p_actor, p_reason);
  UPDATE proxy_raises SET annulled_on = v_now WHERE id = v_request AND lot_id = t.lot_id;

  SELECT * INTO v_rows FROM bid_replay(t.lot_id, thresholds, increments);
  -- How many of the rows that stand, in order, the replay writes alike.
  FOR p IN SELECT b.user_id, b.amount, b.max_amount, b.is_auto, coalesce(b.request_id, b.id) AS request
      FROM bids b WHERE b.lot_id = t.lot_id ORDER BY b.id LOOP
    EXIT WHEN v_keep >= cardinality(v_rows.row_amounts)
      OR p.user_id <> v_rows.row_users[v_keep + 1] OR p.amount <> v_rows.row_amounts[v_keep + 1]
      OR p.max_amount IS DISTINCT FROM v_rows.row_max_amounts[v_keep + 1]::integer
      OR p.is_auto <> v_rows.row_autos[v_keep + 1] OR p.request <> v_rows.row_requests[v_keep + 1];
    v_keep := v_keep + 1;
  END LOOP;
  PERFORM bid_annul_rows(ARRAY(SELECT x.id FROM bids x WHERE x.lot_id = t.lot_id ORDER BY x.id OFFSET v_keep),
    NULL, 'Recalculada al anular la puja ' || p_bid_id);
  v_count := cardinality(v_rows.row_amounts);
  -- One row at a time, so the chain_bid trigger links them in this order.
  FOR i IN v_keep + 1..v_count LOOP
    INSERT INTO bids (lot_id, user_id, amount, max_amount, is_auto, created_on, request_id)
      VALUES (t.lot_id, v_rows.row_users[i], v_rows.row_amounts[i], v_rows.row_max_amounts[i],
        v_rows.row_autos[i], v_now + (i - v_keep - 1) * interval '1 millisecond', v_rows.row_requests[i]);
  END LOOP;
  UPDATE lots SET max_bid = v_rows.max_bid, max_bidder_id = v_rows.leader_id, proxy_max = v_rows.proxy_max,
      bids_count = v_count
    WHERE id = t.lot_id;
  RETURN t.lot_id;
END $$;
