-- products.listed: shoppers see the product (not archived, its seller ACTIVE). Triggers keep it, so the
-- storefront's queries (listing, counts, facets, search) read one column of products instead of joining
-- sellers, and the listing indexes become partial on it.
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "listed" = true
  FROM "sellers" s WHERE s.id = p.seller_id AND s.account_status = 'ACTIVE' AND p.archived_at IS NULL;--> statement-breakpoint
CREATE FUNCTION products_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.archived_at IS NULL
    AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = NEW.seller_id AND s.account_status = 'ACTIVE');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_listed_refresh BEFORE INSERT OR UPDATE OF archived_at, seller_id, listed ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_listed_refresh();--> statement-breakpoint
CREATE FUNCTION sellers_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET listed = (archived_at IS NULL AND NEW.account_status = 'ACTIVE')
    WHERE seller_id = NEW.id AND listed IS DISTINCT FROM (archived_at IS NULL AND NEW.account_status = 'ACTIVE');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sellers_listed_refresh AFTER UPDATE OF account_status ON "sellers"
  FOR EACH ROW WHEN (OLD.account_status IS DISTINCT FROM NEW.account_status)
  EXECUTE FUNCTION sellers_listed_refresh();--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","selling_price_cents","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("selling_price_cents","id") WHERE listed;--> statement-breakpoint
ANALYZE "products";
