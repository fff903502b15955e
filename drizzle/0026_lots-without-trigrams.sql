-- Every bid updates its lot, and each index of lots takes an entry per update: the trigrams of a described
-- lot were hundreds a bid. Queries looked for as typed walk lots instead (src/server/db/schema/search.ts).
DROP INDEX "lots_search_trgm_idx";
