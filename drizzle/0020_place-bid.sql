-- A bid in one statement (issue 13): the lot's lock is held only while PostgreSQL runs this function,
-- never across a round trip to the app. The rules here mirror `src/common` (bid-rules.ts, proxy-bidding.ts)
-- and `bids/bidding-rules.ts`, which stay the source of truth: `bid-sql.test.ts` checks on thousands of
-- generated cases that both give the same answers, and every bid the app places re-derives its answer
-- with the TypeScript rules from the facts this function returns and compares.

-- incrementAt: the increment at `amount`, from the steps `bidSteps` (src/common/bid-rules.ts) made of the
-- admin's ranges: thresholds ascending and distinct, the first one 0, all in cents.
CREATE FUNCTION bid_increment_at(amount bigint, thresholds bigint[], increments bigint[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT s.increment FROM unnest(thresholds, increments) AS s(threshold, increment)
      WHERE s.threshold <= amount ORDER BY s.threshold DESC LIMIT 1),
    increments[1], 100)
$$;
--> statement-breakpoint
-- minimumNextBid.
CREATE FUNCTION bid_minimum(price bigint, max_bid bigint, thresholds bigint[], increments bigint[])
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN max_bid IS NULL THEN price
    ELSE max_bid + bid_increment_at(max_bid, thresholds, increments) END
$$;
--> statement-breakpoint
-- softCloseEnd.
CREATE FUNCTION bid_soft_close_end(end_date timestamptz, now timestamptz, window_seconds integer,
  extension_seconds integer) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN end_date - now <= make_interval(secs => window_seconds)
    THEN greatest(end_date, now + make_interval(secs => extension_seconds)) ELSE end_date END
$$;
--> statement-breakpoint
-- assertMayBid and assertLotOpen: whether the bidder may bid on the lot now (the app says why, from the
-- same facts, with its own messages).
CREATE FUNCTION bid_refused(signed_in boolean, is_banned boolean, is_active boolean,
  is_bidding_blocked boolean, subscription_status text, deposit_paid boolean, caution integer,
  lot_published boolean, lot_status text, lot_start timestamptz, lot_end timestamptz,
  auction_published boolean, auction_status text, auction_start timestamptz, now timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT signed_in OR is_banned OR NOT is_active OR is_bidding_blocked
    OR subscription_status IS DISTINCT FROM 'accepted'
    OR (caution IS NOT NULL AND deposit_paid IS NOT TRUE)
    OR NOT lot_published OR NOT auction_published OR auction_status <> 'open'
    OR lot_status <> 'open' OR lot_end <= now OR coalesce(lot_start, auction_start) > now
$$;
--> statement-breakpoint
-- resolveBid: a bid against the leader's proxy maximum. `kind` is too-low, max-not-raised, max-raised or
-- accepted; for accepted, the rows to insert (in order) and the lot's new state.
CREATE FUNCTION bid_resolve(price bigint, max_bid bigint, leader_id integer, proxy_max bigint,
  bidder_id integer, amount bigint, max_amount bigint, thresholds bigint[], increments bigint[],
  OUT kind text, OUT minimum bigint, OUT new_max_bid bigint, OUT new_leader_id integer,
  OUT new_proxy_max bigint, OUT leads boolean, OUT row_users integer[], OUT row_amounts bigint[],
  OUT row_max_amounts bigint[], OUT row_autos boolean[])
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  challenger_max bigint := greatest(amount, coalesce(max_amount, amount));
  leader_max bigint;
  hammer bigint;
  answer bigint;
  candidate_users integer[];
  candidate_amounts bigint[];
  candidate_max_amounts bigint[];
  candidate_autos boolean[];
  v_last bigint := max_bid;
  i integer;
BEGIN
  minimum := bid_minimum(price, max_bid, thresholds, increments);
  new_max_bid := max_bid;
  new_leader_id := leader_id;
  new_proxy_max := proxy_max;
  leads := false;
  IF amount < minimum THEN
    kind := 'too-low';
    RETURN;
  END IF;
  IF leader_id = bidder_id AND max_bid IS NOT NULL THEN
    IF challenger_max <= coalesce(proxy_max, max_bid) THEN
      kind := 'max-not-raised';
      new_proxy_max := coalesce(proxy_max, max_bid);
      RETURN;
    END IF;
    kind := 'max-raised';
    new_proxy_max := challenger_max;
    leads := true;
    RETURN;
  END IF;
  kind := 'accepted';
  IF leader_id IS NULL OR max_bid IS NULL THEN
    row_users := ARRAY[bidder_id];
    row_amounts := ARRAY[amount];
    row_max_amounts := ARRAY[max_amount];
    row_autos := ARRAY[false];
    new_max_bid := amount;
    new_leader_id := bidder_id;
    new_proxy_max := challenger_max;
    leads := true;
    RETURN;
  END IF;
  leader_max := greatest(coalesce(proxy_max, max_bid), max_bid);
  IF challenger_max > leader_max THEN
    hammer := greatest(amount,
      least(challenger_max, leader_max + bid_increment_at(leader_max, thresholds, increments)));
    -- In amount order, stable: the history climbs as the proxies answered.
    SELECT array_agg(c.u ORDER BY c.a, c.o), array_agg(c.a ORDER BY c.a, c.o),
      array_agg(c.m ORDER BY c.a, c.o), array_agg(c.x ORDER BY c.a, c.o)
    INTO candidate_users, candidate_amounts, candidate_max_amounts, candidate_autos
    FROM unnest(ARRAY[bidder_id, leader_id, bidder_id], ARRAY[amount, leader_max, hammer],
      ARRAY[max_amount, NULL, max_amount], ARRAY[false, true, hammer <> amount])
      WITH ORDINALITY AS c(u, a, m, x, o);
    new_max_bid := hammer;
    new_leader_id := bidder_id;
    new_proxy_max := challenger_max;
    leads := true;
  ELSE
    answer := least(leader_max, challenger_max + bid_increment_at(challenger_max, thresholds, increments));
    candidate_users := ARRAY[bidder_id, bidder_id, leader_id];
    candidate_amounts := ARRAY[amount, challenger_max, answer];
    candidate_max_amounts := ARRAY[max_amount, max_amount, NULL];
    candidate_autos := ARRAY[false, true, true];
    new_max_bid := answer;
    new_proxy_max := leader_max;
  END IF;
  -- Only rows that raise the price.
  row_users := '{}';
  row_amounts := '{}';
  row_max_amounts := '{}';
  row_autos := '{}';
  FOR i IN 1..3 LOOP
    IF v_last IS NULL OR candidate_amounts[i] > v_last THEN
      row_users := row_users || candidate_users[i];
      row_amounts := row_amounts || candidate_amounts[i];
      row_max_amounts := row_max_amounts || candidate_max_amounts[i];
      row_autos := row_autos || candidate_autos[i];
      v_last := candidate_amounts[i];
    END IF;
  END LOOP;
  -- A tie at the leader's maximum: the earlier maximum answers with its own row at the same amount.
  IF NOT leads AND cardinality(row_amounts) > 0 AND row_amounts[cardinality(row_amounts)] = answer
    AND row_users[cardinality(row_users)] <> leader_id THEN
    row_users := row_users || leader_id;
    row_amounts := row_amounts || answer;
    row_max_amounts := row_max_amounts || NULL::bigint;
    row_autos := row_autos || true;
  END IF;
END $$;
--> statement-breakpoint
-- The whole bid: lock the lot and read what the rules need, decide, write the bids, the lot, the bidder's
-- number and the live event with its NOTIFY. Returns the facts it decided on (as the app's former locking
-- read did), the decision and the amount placed, so the app answers with its own rules and checks they agree.
CREATE FUNCTION place_bid(p_lot_id integer, p_user_id integer, p_session_id text, p_amount bigint,
  p_max_amount bigint, p_up_to bigint, thresholds bigint[], increments bigint[], window_seconds integer,
  extension_seconds integer)
RETURNS TABLE (auction_id integer, price integer, max_bid integer, max_bidder_id integer, proxy_max integer,
  bids_count integer, status text, published boolean, start_ms float8, end_ms float8,
  auction_published boolean, auction_status text, auction_start_ms float8, accept_offers boolean,
  caution integer, is_active boolean, is_banned boolean, is_bidding_blocked boolean,
  subscription_status text, deposit_paid boolean, signed_in boolean, my_number integer,
  leader_number integer, last_number integer, now_ms float8, outcome text, placed_amount bigint,
  event jsonb)
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
      (SELECT max(b.number) FROM lot_bidders b WHERE b.lot_id = l.id) AS last_number
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
  leader_number := f.leader_number; last_number := f.last_number;
  now_ms := extract(epoch FROM v_now) * 1000;
  placed_amount := v_amount;

  IF bid_refused(f.signed_in, f.is_banned, f.is_active, f.is_bidding_blocked, f.subscription_status,
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
    RETURN NEXT;
    RETURN;
  END IF;

  v_end := bid_soft_close_end(f.end_date, v_now, window_seconds, extension_seconds);
  v_added := cardinality(r.row_amounts);
  -- Increasing timestamps, so the history reads in the order the proxies answered.
  INSERT INTO bids (lot_id, user_id, amount, max_amount, is_auto, created_on)
    SELECT p_lot_id, b.user_id, b.amount, b.max_amount, b.auto,
        v_now + (b.position - 1) * interval '1 millisecond'
      FROM unnest(r.row_users, r.row_amounts, r.row_max_amounts, r.row_autos)
        WITH ORDINALITY AS b(user_id, amount, max_amount, auto, position);
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
  -- The live event and its NOTIFY (notify.ts): every instance's hub reads it once this commits.
  INSERT INTO auction_events (auction_id, type, payload) VALUES (f.auction_id, 'bid', event)
    RETURNING id INTO v_event_id;
  PERFORM pg_notify('lonja_events', v_event_id::text);
  RETURN NEXT;
END $$;
