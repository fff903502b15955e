-- What has been settled or invoiced does not change (docs/after-the-hammer.md, "Money once fixed"): the
-- services refuse it first with the reason (settlements/money-lock.ts); these triggers refuse it for any
-- other writer. An auction's commission, IVA of the goods and deposit are fixed once it has a settlement
-- (every invoice bills a settlement's lines); a lot's hammer, buyer, sale, starting price and auction once
-- it is in a settlement. Lots are awarded one by one as they close, so the lot's rule is its own line, not
-- the auction's: bidding on the lots still open goes on. Only closed lots can have a line, so the WHEN
-- clause keeps the bid path (open lots) from ever calling the function.
CREATE FUNCTION lonja_auction_money_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settlements WHERE auction_id = OLD.id) THEN
    RAISE EXCEPTION 'La subasta ya tiene liquidaciones o facturas; corrígelo con una factura rectificativa.'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auctions_money_fixed BEFORE UPDATE OF commission_percent, goods_vat_percent, caution
  ON "auctions" FOR EACH ROW
  WHEN (OLD.commission_percent IS DISTINCT FROM NEW.commission_percent
    OR OLD.goods_vat_percent IS DISTINCT FROM NEW.goods_vat_percent
    OR OLD.caution IS DISTINCT FROM NEW.caution)
  EXECUTE FUNCTION lonja_auction_money_fixed();
--> statement-breakpoint
CREATE FUNCTION lonja_lot_money_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settlement_lines WHERE lot_id = OLD.id) THEN
    RAISE EXCEPTION 'El lote ya tiene liquidación o factura; corrígelo con una factura rectificativa.'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lots_money_fixed BEFORE UPDATE OF max_bid, max_bidder_id, sold, price, auction_id, status
  ON "lots" FOR EACH ROW
  WHEN (OLD.status = 'closed' AND (OLD.max_bid IS DISTINCT FROM NEW.max_bid
    OR OLD.max_bidder_id IS DISTINCT FROM NEW.max_bidder_id
    OR OLD.sold IS DISTINCT FROM NEW.sold
    OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.auction_id IS DISTINCT FROM NEW.auction_id
    OR OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION lonja_lot_money_fixed();
