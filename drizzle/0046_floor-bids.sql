-- A floor bid in a live sale (docs/live-sales.md): the auctioneer takes a bid in the room for a paddle's
-- bidder, at the asking price. It is decided by bid_resolve, the rule place_bid decides with, so the
-- absentee maximums placed online (proxies) answer the room as they answer any bidder, and its rows are
-- links of the lot's chain (chain_bid) like every bid. The caller's transaction holds the sale's lock;
-- this locks the lot. No live event here: the console action writes one with the sale's whole state.
CREATE FUNCTION place_floor_bid(p_lot_id integer, p_user_id integer, p_paddle integer, p_amount bigint,
  thresholds bigint[], increments bigint[], OUT outcome text, OUT bid_id bigint, OUT minimum bigint)
LANGUAGE plpgsql AS $$
DECLARE
  f record;
  r record;
  v_now timestamptz := date_trunc('milliseconds', clock_timestamp());
  v_ids bigint[];
  v_added integer;
BEGIN
  SELECT l.price, l.max_bid, l.max_bidder_id, l.proxy_max, l.bids_count, l.status INTO f
    FROM lots l WHERE l.id = p_lot_id FOR UPDATE;
  IF NOT FOUND OR f.status <> 'open' THEN
    outcome := 'closed';
    RETURN;
  END IF;
  r := bid_resolve(f.price, f.max_bid, f.max_bidder_id, f.proxy_max, p_user_id, p_amount, NULL,
    thresholds, increments);
  minimum := r.minimum;
  outcome := r.kind;
  IF r.kind <> 'accepted' THEN
    RETURN;
  END IF;
  v_added := cardinality(r.row_amounts);
  SELECT array_agg(nextval('bids_id_seq')) INTO v_ids FROM generate_series(1, v_added);
  bid_id := v_ids[array_position(r.row_autos, false)];
  -- One row at a time in order, so chain_bid links them as the proxies answered.
  FOR i IN 1..v_added LOOP
    INSERT INTO bids (id, lot_id, user_id, amount, max_amount, is_auto, created_on, request_id, paddle)
      VALUES (v_ids[i], p_lot_id, r.row_users[i], r.row_amounts[i], r.row_max_amounts[i], r.row_autos[i],
        v_now + (i - 1) * interval '1 millisecond', bid_id,
        CASE WHEN v_ids[i] = bid_id THEN p_paddle END);
  END LOOP;
  UPDATE lots SET max_bid = r.new_max_bid, max_bidder_id = r.new_leader_id, proxy_max = r.new_proxy_max,
      bids_count = f.bids_count + v_added
    WHERE id = p_lot_id;
END $$;
