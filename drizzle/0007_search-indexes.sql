-- Search without reading whole tables (issue #7): the texts search looks at are indexed as they are
-- queried in src/server/modules/search/search.service.ts — full text (Spanish stemming) and trigrams
-- (substrings and typos), over the lower-cased, accent-free text.
-- unaccent() is only STABLE (its dictionary could change), so indexes need this IMMUTABLE wrapper with
-- the dictionary named explicitly.
CREATE OR REPLACE FUNCTION lonja_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;
--> statement-breakpoint
CREATE INDEX lots_search_fts_idx ON lots USING gin (to_tsvector('spanish', lonja_fold(title || ' ' || description)));
--> statement-breakpoint
CREATE INDEX lots_search_trgm_idx ON lots USING gin (lonja_fold(title || ' ' || description) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX sublots_search_fts_idx ON sublots USING gin (to_tsvector('spanish', lonja_fold(title || ' ' || description)));
--> statement-breakpoint
CREATE INDEX sublots_search_trgm_idx ON sublots USING gin (lonja_fold(title || ' ' || description) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX metadata_entries_search_fts_idx ON metadata_entries USING gin (to_tsvector('spanish', lonja_fold(value)));
--> statement-breakpoint
CREATE INDEX metadata_entries_search_trgm_idx ON metadata_entries USING gin (lonja_fold(value) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX auctions_search_fts_idx ON auctions USING gin (to_tsvector('spanish', lonja_fold(title || ' ' || description || ' ' || coalesce(address, ''))));
--> statement-breakpoint
CREATE INDEX auctions_search_trgm_idx ON auctions USING gin (lonja_fold(title || ' ' || description || ' ' || coalesce(address, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX sales_search_fts_idx ON sales USING gin (to_tsvector('spanish', lonja_fold(title || ' ' || description || ' ' || coalesce(address, ''))));
--> statement-breakpoint
CREATE INDEX sales_search_trgm_idx ON sales USING gin (lonja_fold(title || ' ' || description || ' ' || coalesce(address, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX sale_lots_search_fts_idx ON sale_lots USING gin (to_tsvector('spanish', lonja_fold(title || ' ' || description)));
--> statement-breakpoint
CREATE INDEX sale_lots_search_trgm_idx ON sale_lots USING gin (lonja_fold(title || ' ' || description) gin_trgm_ops);
