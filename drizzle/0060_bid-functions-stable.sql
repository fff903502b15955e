-- Three SQL functions of every bid were parsed and planned again at each call instead of being inlined into
-- the statement that calls them: PostgreSQL inlines a function only if it is no less volatile than its
-- body, and these were declared IMMUTABLE while their bodies call STABLE functions — convert_to (it reads
-- the database's encoding) in the chain's two, timestamptz + interval (it reads TimeZone) in the soft
-- close. Declared STABLE, as their bodies are, they are inlined: about 0.04 ms of PostgreSQL's CPU a bid,
-- 5% of place_bid_and_announce called alone (docs/benchmarks.md). None is used by an index or a generated
-- column, which would need IMMUTABLE (src/server/modules/bids/bid-functions.test.ts).
ALTER FUNCTION bid_soft_close_end(timestamptz, timestamptz, integer, integer) STABLE;
--> statement-breakpoint
ALTER FUNCTION bid_chain_link(text, text) STABLE;
--> statement-breakpoint
ALTER FUNCTION bid_chain_genesis(integer) STABLE;
