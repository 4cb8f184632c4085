-- Spanish full-text search with accents folded, and the word table behind "did you mean" (DESIGN §6).
-- Kept out of the Drizzle schema on purpose: a tsvector column and triggers are maintained here.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION es_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can be used in indexes.
CREATE FUNCTION tb_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_vector tsvector;
--> statement-breakpoint
CREATE INDEX products_search_idx ON products USING gin (search_vector);
--> statement-breakpoint
-- Every folded word of the catalogue, for typo correction by trigram similarity.
CREATE TABLE search_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
BEGIN
  SELECT concat_ws(' ', c3.name, c2.name, c1.name) INTO category_names
  FROM categories c3
  LEFT JOIN categories c2 ON c2.id = c3.parent_id
  LEFT JOIN categories c1 ON c1.id = c2.parent_id
  WHERE c3.id = NEW.category_id;

  NEW.search_vector :=
    setweight(to_tsvector('es_unaccent', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('es_unaccent', coalesce(category_names, '')), 'B') ||
    setweight(to_tsvector('es_unaccent', coalesce(NEW.color, '')), 'C') ||
    setweight(to_tsvector('es_unaccent', coalesce(NEW.description, '')), 'D');

  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM regexp_split_to_table(
    tb_fold(concat_ws(' ', NEW.title, category_names, NEW.color, NEW.description)), '[^a-z0-9]+'
  ) AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh
BEFORE INSERT OR UPDATE OF title, description, color, category_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
