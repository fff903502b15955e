-- The search's dictionary of words (src/server/db/schema/search-words.ts), for typos and parts of words.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text,
	"uses" integer NOT NULL
);
--> statement-breakpoint
-- A folded text's dictionary words: the distinct words full-text search splits it into ('simple': no
-- stemming, no stop words), 3 to 40 characters with a letter. Numbers are searched as typed, never corrected.
-- Not STRICT, so PostgreSQL inlines it into the statements that call it (none for a null text).
CREATE OR REPLACE FUNCTION lonja_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', $1))) w WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]' $$;
--> statement-breakpoint
-- A word's Spanish stem ("compresores" → "compresor"; none for a stop word), to know that a query word with
-- another ending still matches.
CREATE OR REPLACE FUNCTION lonja_stem(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (tsvector_to_array(to_tsvector('spanish', $1)))[1] $$;
--> statement-breakpoint
-- Keeps the dictionary current as records are created, edited and deleted: adds the words a record gained
-- (sorted, so writers lock shared words in one order), takes away those it lost and deletes a word no
-- record holds any more. Fired on an update only when the searchable text changed (not on a bid).
CREATE OR REPLACE FUNCTION lonja_track_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  before text;
  after text;
BEGIN
  IF TG_OP <> 'INSERT' THEN before := OLD.search_text; END IF;
  IF TG_OP <> 'DELETE' THEN after := NEW.search_text; END IF;
  UPDATE search_words d SET uses = d.uses - 1
    FROM (SELECT lonja_words(before) EXCEPT SELECT lonja_words(after)) AS gone(word)
    WHERE d.word = gone.word;
  DELETE FROM search_words d WHERE d.uses <= 0 AND d.word IN (SELECT lonja_words(before));
  INSERT INTO search_words (word, stem, uses)
    SELECT added.word, lonja_stem(added.word), 1
    FROM (SELECT lonja_words(after) EXCEPT SELECT lonja_words(before)) AS added(word)
    ORDER BY added.word
    ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The words of what is already there, before the indexes are built.
INSERT INTO search_words (word, stem, uses)
  SELECT w.word, lonja_stem(w.word), count(*)
  FROM (
    SELECT search_text FROM lots UNION ALL SELECT search_text FROM sublots
    UNION ALL SELECT search_text FROM metadata_entries UNION ALL SELECT search_text FROM auctions
    UNION ALL SELECT search_text FROM sales UNION ALL SELECT search_text FROM sale_lots
  ) t CROSS JOIN LATERAL lonja_words(t.search_text) AS w(word)
  GROUP BY w.word;
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE TRIGGER lots_search_words AFTER INSERT OR DELETE ON lots FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER lots_search_words_edit AFTER UPDATE ON lots FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sublots_search_words AFTER INSERT OR DELETE ON sublots FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sublots_search_words_edit AFTER UPDATE ON sublots FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER metadata_entries_search_words AFTER INSERT OR DELETE ON metadata_entries FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER metadata_entries_search_words_edit AFTER UPDATE ON metadata_entries FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER auctions_search_words AFTER INSERT OR DELETE ON auctions FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER auctions_search_words_edit AFTER UPDATE ON auctions FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sales_search_words AFTER INSERT OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sales_search_words_edit AFTER UPDATE ON sales FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sale_lots_search_words AFTER INSERT OR DELETE ON sale_lots FOR EACH ROW EXECUTE FUNCTION lonja_track_search_words();--> statement-breakpoint
CREATE TRIGGER sale_lots_search_words_edit AFTER UPDATE ON sale_lots FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION lonja_track_search_words();
