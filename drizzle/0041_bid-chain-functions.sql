-- Every accepted bid is a link of its lot's chain (docs/bid-receipts.md): the SHA-256 of the previous link
-- and the bid's canonical form, written by the database as the row is inserted, whoever inserts it.

-- The canonical form a link hashes and a receipt states: version, lot, bid, amount, the maximum committed
-- ("-" without one), the bidder's number on the lot (public as "Pujador N"), manual or auto, server time.
CREATE FUNCTION bid_canonical(p_lot_id integer, p_bid_id bigint, p_amount integer, p_max_amount integer,
  p_bidder integer, p_auto boolean, p_created timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', 'v1', p_lot_id, p_bid_id, p_amount, coalesce(p_max_amount::text, '-'), p_bidder,
    CASE WHEN p_auto THEN 'auto' ELSE 'manual' END,
    to_char(p_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;
--> statement-breakpoint
-- Where a lot's chain starts: a value anyone can compute from the lot's id.
CREATE FUNCTION bid_chain_genesis(p_lot_id integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to('lonja:bid-chain:v1:lot:' || p_lot_id, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION bid_chain_link(p_previous text, p_canonical text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_previous || chr(10) || p_canonical, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The links of the bids already there, lot by lot in the order they were placed.
DO $$
DECLARE
  b record;
  v_lot integer;
  v_previous text;
BEGIN
  FOR b IN SELECT x.id, x.lot_id, x.amount, x.max_amount, x.is_auto, x.created_on, n.number
      FROM bids x LEFT JOIN lot_bidders n ON n.lot_id = x.lot_id AND n.user_id = x.user_id
      ORDER BY x.lot_id, x.id LOOP
    IF v_lot IS DISTINCT FROM b.lot_id THEN
      IF v_lot IS NOT NULL THEN
        UPDATE lots SET chain_head = v_previous WHERE id = v_lot;
      END IF;
      v_lot := b.lot_id;
      v_previous := bid_chain_genesis(b.lot_id);
    END IF;
    v_previous := bid_chain_link(v_previous, bid_canonical(b.lot_id, b.id, b.amount, b.max_amount,
      coalesce(b.number, 0), b.is_auto, b.created_on));
    UPDATE bids SET chain_hash = v_previous WHERE id = b.id;
  END LOOP;
  IF v_lot IS NOT NULL THEN
    UPDATE lots SET chain_head = v_previous WHERE id = v_lot;
  END IF;
END $$;
--> statement-breakpoint
-- Each new bid: its bidder's number on the lot (given here at their first bid, so the link can hold it),
-- its link after the lot's head, and the new head. The lot row is locked: links are written one at a time.
CREATE FUNCTION chain_bid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_previous text;
  v_number integer;
BEGIN
  SELECT coalesce(chain_head, bid_chain_genesis(id)) INTO v_previous FROM lots WHERE id = NEW.lot_id FOR UPDATE;
  SELECT number INTO v_number FROM lot_bidders WHERE lot_id = NEW.lot_id AND user_id = NEW.user_id;
  IF v_number IS NULL THEN
    SELECT coalesce(max(number), 0) + 1 INTO v_number FROM lot_bidders WHERE lot_id = NEW.lot_id;
    INSERT INTO lot_bidders (lot_id, user_id, number) VALUES (NEW.lot_id, NEW.user_id, v_number);
  END IF;
  NEW.chain_hash := bid_chain_link(v_previous, bid_canonical(NEW.lot_id, NEW.id, NEW.amount, NEW.max_amount,
    v_number, NEW.is_auto, NEW.created_on));
  UPDATE lots SET chain_head = NEW.chain_hash WHERE id = NEW.lot_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bids_chain BEFORE INSERT ON bids FOR EACH ROW EXECUTE FUNCTION chain_bid();
