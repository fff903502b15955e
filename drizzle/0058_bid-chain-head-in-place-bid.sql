-- A bid's cost in PostgreSQL beyond the minimal bid transaction (docs/benchmarks.md, "Bids"), cut without
-- changing what it decides or writes:
-- - place_bid moves its lot's chain head in its own update of the lot. chain_bid (drizzle/0041) moved it
--   with an update of its own, a second new version of the lot's wide row (its description and search
--   vector) for every bid; now, for the lot place_bid names in `lonja.chain_lot`, the trigger takes the
--   previous link from `lonja.chain_head` and leaves the new one there, and place_bid writes the last one
--   with the bid's other changes. Every other insert of a bid moves the head as before.
-- - The bidder numbers of the lot are read in one statement after the lot is locked: a statement's
--   snapshot is taken before it waits for the lock, so numbers given by the bid that held it were not
--   seen, and a first bid could be told the number of the bidder before it. The bidder's own number is
--   written before the bid rows, so the trigger finds it instead of counting the lot's bidders again.
-- - bid_conflict (drizzle/0039) is the same rule in PL/pgSQL: as an SQL function that cannot be inlined
--   (it has subqueries) its statement was planned again at every call, every bid; PL/pgSQL keeps the plan.
CREATE OR REPLACE FUNCTION bid_conflict(p_user_id integer, p_auction_id integer) RETURNS text
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE
    WHEN (SELECT cardinality(u.roles) > 0 FROM users u WHERE u.id = p_user_id) THEN 'staff'
    ELSE (SELECT 'consignor:' || c.nif FROM consignor_links c JOIN auctions a ON a.id = p_auction_id
      WHERE c.user_id = p_user_id AND c.nif = consignor_nif(a.invoice_data) LIMIT 1)
  END;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chain_bid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_previous text;
  v_number integer;
  v_carried boolean := current_setting('lonja.chain_lot', true) = NEW.lot_id::text;
BEGIN
  IF v_carried THEN
    v_previous := current_setting('lonja.chain_head');
  ELSE
    SELECT coalesce(chain_head, bid_chain_genesis(id)) INTO v_previous FROM lots WHERE id = NEW.lot_id FOR UPDATE;
  END IF;
  SELECT number INTO v_number FROM lot_bidders WHERE lot_id = NEW.lot_id AND user_id = NEW.user_id;
  IF v_number IS NULL THEN
    SELECT coalesce(max(number), 0) + 1 INTO v_number FROM lot_bidders WHERE lot_id = NEW.lot_id;
    INSERT INTO lot_bidders (lot_id, user_id, number) VALUES (NEW.lot_id, NEW.user_id, v_number);
  END IF;
  NEW.chain_hash := bid_chain_link(v_previous, bid_canonical(NEW.lot_id, NEW.id, NEW.amount, NEW.max_amount,
    v_number, NEW.is_auto, NEW.created_on));
  IF v_carried THEN
    PERFORM set_config('lonja.chain_head', NEW.chain_hash, true);
  ELSE
    UPDATE lots SET chain_head = NEW.chain_hash WHERE id = NEW.lot_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
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
  n record;
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
      coalesce(l.chain_head, bid_chain_genesis(l.id)) AS chain_head,
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
  -- The lot's bidder numbers, read now that the lot is locked (see the top of this migration).
  SELECT max(b.number) FILTER (WHERE b.user_id = p_user_id) AS mine,
      max(b.number) FILTER (WHERE b.user_id = f.max_bidder_id) AS leader, max(b.number) AS last
    INTO n
    FROM lot_bidders b WHERE b.lot_id = p_lot_id;
  -- The facts, as the app's rules read them: dates as epoch milliseconds.
  auction_id := f.auction_id; price := f.price; max_bid := f.max_bid; max_bidder_id := f.max_bidder_id;
  proxy_max := f.proxy_max; bids_count := f.bids_count; status := f.status; published := f.published;
  start_ms := extract(epoch FROM f.start_date) * 1000; end_ms := extract(epoch FROM f.end_date) * 1000;
  auction_published := f.auction_published; auction_status := f.auction_status;
  auction_start_ms := extract(epoch FROM f.auction_start) * 1000; accept_offers := f.accept_offers;
  caution := f.caution; is_active := f.is_active; is_banned := f.is_banned;
  is_bidding_blocked := f.is_bidding_blocked; subscription_status := f.subscription_status;
  deposit_paid := f.deposit_paid; signed_in := f.signed_in; my_number := n.mine;
  leader_number := n.leader; last_number := n.last; conflict := f.conflict;
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
  -- A first bid on the lot gives the bidder the next number; under the lock, no one else can take it.
  v_bidder_number := n.mine;
  IF v_bidder_number IS NULL THEN
    v_bidder_number := coalesce(n.last, 0) + 1;
    INSERT INTO lot_bidders (lot_id, user_id, number) VALUES (p_lot_id, p_user_id, v_bidder_number);
  END IF;
  -- Increasing timestamps, so the history reads in the order the proxies answered.
  -- Each row names the request it answers: the id of the bidder's own (manual) row. The rows' links are
  -- written by the chain_bid trigger, after the head carried here; the new head goes with the lot's update.
  PERFORM set_config('lonja.chain_lot', p_lot_id::text, true), set_config('lonja.chain_head', f.chain_head, true);
  SELECT array_agg(nextval('bids_id_seq')) INTO v_ids FROM generate_series(1, v_added);
  INSERT INTO bids (id, lot_id, user_id, amount, max_amount, is_auto, created_on, request_id)
    SELECT b.id, p_lot_id, b.user_id, b.amount, b.max_amount, b.auto,
        v_now + (b.position - 1) * interval '1 millisecond', v_ids[array_position(r.row_autos, false)]
      FROM unnest(v_ids, r.row_users, r.row_amounts, r.row_max_amounts, r.row_autos)
        WITH ORDINALITY AS b(id, user_id, amount, max_amount, auto, position)
      ORDER BY b.position;
  UPDATE lots SET max_bid = r.new_max_bid, max_bidder_id = r.new_leader_id, proxy_max = r.new_proxy_max,
      bids_count = f.bids_count + v_added, end_date = v_end, chain_head = current_setting('lonja.chain_head')
    WHERE id = p_lot_id;
  PERFORM set_config('lonja.chain_lot', '', true);
  v_leader_number := CASE WHEN r.new_leader_id = p_user_id THEN v_bidder_number
    ELSE coalesce(n.leader, 0) END;
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
