-- Spanish search ignores accents and tolerates typos: unaccent + trigram similarity (DESIGN §1).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
