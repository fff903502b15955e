-- Search folds text to lower case without accents. unaccent() is only STABLE (its dictionary could
-- change), so generated columns and indexes need this IMMUTABLE wrapper, with the dictionary named.
CREATE OR REPLACE FUNCTION lonja_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;
