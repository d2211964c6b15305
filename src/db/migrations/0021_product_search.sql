CREATE TABLE "category_search_terms" (
	"category" "product_category" PRIMARY KEY NOT NULL,
	"terms_fr" text NOT NULL,
	"terms_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"folded" text NOT NULL,
	"french" "tsvector" NOT NULL,
	"english" "tsvector" NOT NULL,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_french_idx" ON "product_search" USING gin ("french");--> statement-breakpoint
CREATE INDEX "product_search_english_idx" ON "product_search" USING gin ("english");--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The storefront search: accents and case folded the same way on both sides (unaccent, wrapped as immutable so an index or a stored column may use it), words stemmed per language, a vocabulary of every word for typos (trigrams).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
INSERT INTO "category_search_terms" ("category", "terms_fr", "terms_en") VALUES
  ('tshirts', 'T-shirts t-shirt tee-shirt tshirt tee haut', 'T-shirts t-shirt tee-shirt tshirt tee top'),
  ('sweatshirts', 'Sweat-shirts sweat-shirt sweatshirt sweat pull', 'Sweatshirts sweat-shirt sweatshirt sweat jumper pullover'),
  ('accessories', 'Accessoires accessoire sac', 'Accessories accessory bag');--> statement-breakpoint
-- One product's document from everything it is made of, and its words added to the vocabulary; the triggers below call it for every product a write touched.
CREATE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, folded, french, english, words)
  SELECT d.id, d.folded, to_tsvector('french', d.french), to_tsvector('english', d.english), to_tsvector('simple', d.folded)
  FROM (
    SELECT p.id,
      search_fold(concat_ws(' ', p.reference, p.name_fr, p.name_en, p.model_name, p.model_name_en, c.name, c.name_en, t.terms_fr, t.terms_en, colours.fr, colours.en)) AS folded,
      search_fold(concat_ws(' ', p.reference, p.name_fr, p.model_name, c.name, t.terms_fr, colours.fr)) AS french,
      search_fold(concat_ws(' ', p.reference, p.name_en, p.model_name_en, c.name_en, t.terms_en, colours.en)) AS english
    FROM products p
    JOIN category_search_terms t ON t.category = p.category
    LEFT JOIN collections c ON c.id = p.collection_id
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT k.name_fr, ' ') AS fr, string_agg(DISTINCT k.name_en, ' ') AS en
      FROM stock s JOIN colors k ON k.id = s.color_id
      WHERE s.product_id = p.id
    ) colours ON true
    WHERE p.id = ANY (ids)
  ) d
  ON CONFLICT (product_id) DO UPDATE SET folded = excluded.folded, french = excluded.french, english = excluded.english, words = excluded.words;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM product_search s, regexp_split_to_table(s.folded, '[^a-z0-9]+') w
  WHERE s.product_id = ANY (ids) AND w <> ''
  ON CONFLICT (word) DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION product_search_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();--> statement-breakpoint
CREATE TRIGGER product_search_products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();--> statement-breakpoint
-- A product's colours are its stock rows' colours: a row added or removed changes them (a quantity changing does not).
CREATE FUNCTION product_search_on_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT DISTINCT product_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_stock_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_stock();--> statement-breakpoint
CREATE TRIGGER product_search_stock_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_stock();--> statement-breakpoint
CREATE FUNCTION product_search_on_colors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT DISTINCT s.product_id FROM stock s JOIN changed c ON c.id = s.color_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_colors_updated AFTER UPDATE ON colors REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_colors();--> statement-breakpoint
CREATE FUNCTION product_search_on_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT p.id FROM products p JOIN changed c ON c.id = p.collection_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_collections_updated AFTER UPDATE ON collections REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_collections();--> statement-breakpoint
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
