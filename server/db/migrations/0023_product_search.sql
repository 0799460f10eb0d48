CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_stale" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: whatever changes what a product's search document is made of marks the product
-- stale, whoever changes it; the next search rebuilds it (docs/decisions/0040-search.md).
CREATE FUNCTION search_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO search_stale (product_id) VALUES (row_data.id) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME IN ('product_prices', 'product_translations') THEN
    INSERT INTO search_stale (product_id) VALUES (row_data.product_id) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'pack_translations' THEN
    INSERT INTO search_stale (product_id)
      SELECT product_id FROM product_prices WHERE id = row_data.product_price_id
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    INSERT INTO search_stale (product_id)
      SELECT id FROM products WHERE category_id = row_data.id ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    INSERT INTO search_stale (product_id)
      SELECT id FROM products WHERE category_id = row_data.category_id ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_stale AFTER INSERT OR UPDATE OF name, short_description, description_html, category_id ON products FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
CREATE TRIGGER product_prices_search_stale AFTER INSERT OR DELETE OR UPDATE OF qty, unit ON product_prices FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
CREATE TRIGGER product_translations_search_stale AFTER INSERT OR UPDATE OR DELETE ON product_translations FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
CREATE TRIGGER pack_translations_search_stale AFTER INSERT OR UPDATE OR DELETE ON pack_translations FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
CREATE TRIGGER categories_search_stale AFTER UPDATE OF name ON categories FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
CREATE TRIGGER category_translations_search_stale AFTER INSERT OR UPDATE OR DELETE ON category_translations FOR EACH ROW EXECUTE FUNCTION search_mark_stale();
--> statement-breakpoint
INSERT INTO search_stale (product_id) SELECT id FROM products;
