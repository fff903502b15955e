-- A bid writes its live event; checking this key took a share lock on the auction row that every bid of
-- the auction shared at once (a MultiXact): p99 of place_bid doubled. Deleting an auction deletes its events
-- (auction-editing.service.ts).
ALTER TABLE "auction_events" DROP CONSTRAINT "auction_events_auction_id_auctions_id_fk";
