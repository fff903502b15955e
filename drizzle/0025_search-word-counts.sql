-- The dictionary counts how many records of each table hold a word (src/server/db/schema/search-words.ts),
-- so the search knows before it runs that a word is rare in a table (read its few records from the
-- full-text index) or absent from it (skip the table): PostgreSQL's own estimate for a word it keeps no
-- statistics for can be off by thousands of rows, and its plan then walks a whole table (issue #17).
-- The columns are named after the tables, and `uses` becomes their sum. The dictionary is emptied first and
-- recounted at the end.
DELETE FROM search_words;--> statement-breakpoint
ALTER TABLE "search_words" DROP COLUMN "uses";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "lots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sublots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "metadata_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "auctions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sale_lots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "uses" integer GENERATED ALWAYS AS ("lots" + "sublots" + "metadata_entries" + "auctions" + "sales" + "sale_lots") STORED NOT NULL;--> statement-breakpoint
-- As 0021's trigger, one count per table: the trigger's table (TG_TABLE_NAME) names the column a record's
-- words are added to or taken from. The same locking order (words sorted) and the same deletion of a word
-- no record holds any more.
CREATE OR REPLACE FUNCTION lonja_track_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  before text;
  after text;
  t text := TG_TABLE_NAME;
BEGIN
  IF TG_OP <> 'INSERT' THEN before := OLD.search_text; END IF;
  IF TG_OP <> 'DELETE' THEN after := NEW.search_text; END IF;
  UPDATE search_words d SET
      lots = d.lots - (t = 'lots')::int,
      sublots = d.sublots - (t = 'sublots')::int,
      metadata_entries = d.metadata_entries - (t = 'metadata_entries')::int,
      auctions = d.auctions - (t = 'auctions')::int,
      sales = d.sales - (t = 'sales')::int,
      sale_lots = d.sale_lots - (t = 'sale_lots')::int
    FROM (SELECT lonja_words(before) EXCEPT SELECT lonja_words(after)) AS gone(word)
    WHERE d.word = gone.word;
  DELETE FROM search_words d WHERE d.uses <= 0 AND d.word IN (SELECT lonja_words(before));
  INSERT INTO search_words (word, stem, lots, sublots, metadata_entries, auctions, sales, sale_lots)
    SELECT added.word, lonja_stem(added.word), (t = 'lots')::int, (t = 'sublots')::int,
      (t = 'metadata_entries')::int, (t = 'auctions')::int, (t = 'sales')::int, (t = 'sale_lots')::int
    FROM (SELECT lonja_words(after) EXCEPT SELECT lonja_words(before)) AS added(word)
    ORDER BY added.word
    ON CONFLICT (word) DO UPDATE SET
      lots = search_words.lots + excluded.lots,
      sublots = search_words.sublots + excluded.sublots,
      metadata_entries = search_words.metadata_entries + excluded.metadata_entries,
      auctions = search_words.auctions + excluded.auctions,
      sales = search_words.sales + excluded.sales,
      sale_lots = search_words.sale_lots + excluded.sale_lots;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The whole dictionary counted again from the tables' texts: here, for what is already there, and after a
-- bulk load with the triggers off (scripts/seed-scale.ts).
CREATE OR REPLACE FUNCTION lonja_recount_search_words() RETURNS void
  LANGUAGE sql AS $$
DELETE FROM search_words;
INSERT INTO search_words (word, stem, lots, sublots, metadata_entries, auctions, sales, sale_lots)
  SELECT w.word, lonja_stem(w.word),
    count(*) FILTER (WHERE t.source = 'lots'), count(*) FILTER (WHERE t.source = 'sublots'),
    count(*) FILTER (WHERE t.source = 'metadata_entries'), count(*) FILTER (WHERE t.source = 'auctions'),
    count(*) FILTER (WHERE t.source = 'sales'), count(*) FILTER (WHERE t.source = 'sale_lots')
  FROM (
    SELECT 'lots' AS source, search_text FROM lots UNION ALL SELECT 'sublots', search_text FROM sublots
    UNION ALL SELECT 'metadata_entries', search_text FROM metadata_entries
    UNION ALL SELECT 'auctions', search_text FROM auctions UNION ALL SELECT 'sales', search_text FROM sales
    UNION ALL SELECT 'sale_lots', search_text FROM sale_lots
  ) t CROSS JOIN LATERAL lonja_words(t.search_text) AS w(word)
  GROUP BY w.word;
$$;
--> statement-breakpoint
SELECT lonja_recount_search_words();--> statement-breakpoint
-- The search walks lots in price and in end-date order to its first matches (src/server/modules/search).
CREATE INDEX "lots_price_idx" ON "lots" USING btree (coalesce("max_bid", "price"),"id");--> statement-breakpoint
CREATE INDEX "lots_end_date_idx" ON "lots" USING btree ("end_date","id");
