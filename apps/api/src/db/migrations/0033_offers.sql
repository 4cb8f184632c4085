-- Issue 33, decision 0028 step 1: a product is the catalogue's page; what a shop sells of it is an offer
-- (price, list price, stock, condition, warranty). Every product gets its founding offer with the same id,
-- so carts, checkout snapshots, order lines and returns keep pointing at what was sold. Offers take their
-- ids from the products' sequence: an id is a product's, an offer's, or both for a product and its founding
-- offer. The product's price and stock columns become a copy of its buy box offer, written only by
-- refresh_buy_box.
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY DEFAULT nextval('products_id_seq'::regclass) NOT NULL,
	"product_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"condition" text DEFAULT 'NUEVO' NOT NULL,
	"mrp_price_cents" bigint NOT NULL,
	"selling_price_cents" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"warranty_months" integer DEFAULT 12 NOT NULL,
	"archived_at" timestamp with time zone,
	"listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_condition_check" CHECK ("offers"."condition" in ('NUEVO', 'REACONDICIONADO', 'USADO')),
	CONSTRAINT "offers_mrp_positive" CHECK ("offers"."mrp_price_cents" > 0),
	CONSTRAINT "offers_selling_range" CHECK ("offers"."selling_price_cents" >= 0 and "offers"."selling_price_cents" <= "offers"."mrp_price_cents"),
	CONSTRAINT "offers_quantity_nonnegative" CHECK ("offers"."quantity" >= 0),
	CONSTRAINT "offers_discount_range" CHECK ("offers"."discount_percent" between 0 and 100),
	CONSTRAINT "offers_warranty_range" CHECK ("offers"."warranty_months" between 0 and 120)
);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_seller_item_key" ON "offers" USING btree ("seller_id","product_id","condition") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "offers_product_listed_idx" ON "offers" USING btree ("product_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_seller_created_idx" ON "offers" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buy_box_offer_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price_cents" bigint;--> statement-breakpoint
-- offers.listed: shoppers may buy it (not archived, its shop ACTIVE).
CREATE FUNCTION offers_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.archived_at IS NULL
    AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = NEW.seller_id AND s.account_status = 'ACTIVE');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_listed_refresh BEFORE INSERT OR UPDATE OF archived_at, seller_id, listed ON "offers"
  FOR EACH ROW EXECUTE FUNCTION offers_listed_refresh();--> statement-breakpoint
-- The buy box: among a product's listed offers, the buyable first, then the lowest price, then the most
-- units, then the oldest (decision 0028, section 3). Copies the winner onto the product, only where a value
-- differs. Products are locked in id order, always after the offers the caller changed: every writer takes
-- offers first and products second, each in id order, so two transactions cannot wait on each other.
CREATE FUNCTION refresh_buy_box(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  WITH ranked AS (
    SELECT DISTINCT ON (o.product_id) o.product_id, o.id, o.seller_id, o.mrp_price_cents,
        o.selling_price_cents, o.discount_percent, o.quantity, o.in_stock
      FROM offers o WHERE o.product_id = ANY(ids) AND o.listed
      ORDER BY o.product_id, (o.in_stock AND o.quantity > 0) DESC, o.selling_price_cents, o.quantity DESC,
        o.created_at, o.id
  ), buyable AS (
    SELECT o.product_id, count(*)::int AS n, min(o.selling_price_cents) AS lowest
      FROM offers o WHERE o.product_id = ANY(ids) AND o.listed AND o.in_stock AND o.quantity > 0
      GROUP BY o.product_id
  ), next AS (
    SELECT p.id, w.id AS offer_id, coalesce(w.seller_id, p.seller_id) AS seller_id,
        coalesce(w.mrp_price_cents, p.mrp_price_cents) AS mrp, coalesce(w.selling_price_cents, p.selling_price_cents) AS selling,
        coalesce(w.discount_percent, p.discount_percent) AS discount, coalesce(w.quantity, p.quantity) AS quantity,
        coalesce(w.in_stock, p.in_stock) AS in_stock, coalesce(b.n, 0) AS n, b.lowest
      FROM products p LEFT JOIN ranked w ON w.product_id = p.id LEFT JOIN buyable b ON b.product_id = p.id
      WHERE p.id = ANY(ids)
  )
  UPDATE products p SET buy_box_offer_id = x.offer_id, seller_id = x.seller_id, mrp_price_cents = x.mrp,
      selling_price_cents = x.selling, discount_percent = x.discount, quantity = x.quantity,
      in_stock = x.in_stock, offer_count = x.n, lowest_price_cents = x.lowest
    FROM next x
    WHERE p.id = x.id AND (p.buy_box_offer_id, p.seller_id, p.mrp_price_cents, p.selling_price_cents,
      p.discount_percent, p.quantity, p.in_stock, p.offer_count, p.lowest_price_cents) IS DISTINCT FROM
      (x.offer_id, x.seller_id, x.mrp, x.selling, x.discount, x.quantity, x.in_stock, x.n, x.lowest);
END $$;--> statement-breakpoint
-- A product is listed while it is not archived and has a buy box (a listed offer).
CREATE OR REPLACE FUNCTION products_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.archived_at IS NULL AND NEW.buy_box_offer_id IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER products_listed_refresh ON "products";--> statement-breakpoint
CREATE TRIGGER products_listed_refresh BEFORE INSERT OR UPDATE OF archived_at, buy_box_offer_id, listed ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_listed_refresh();--> statement-breakpoint
-- A shop's status lists or hides its offers, then the buy boxes of their products.
CREATE OR REPLACE FUNCTION sellers_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  WITH changed AS (
    UPDATE offers SET listed = (archived_at IS NULL AND NEW.account_status = 'ACTIVE')
      WHERE seller_id = NEW.id AND listed IS DISTINCT FROM (archived_at IS NULL AND NEW.account_status = 'ACTIVE')
      RETURNING product_id
  ) SELECT array_agg(DISTINCT product_id) INTO touched FROM changed;
  IF touched IS NOT NULL THEN
    PERFORM refresh_buy_box(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Each product without an offer gets its founding offer, with the product's id and its price and stock
-- columns, and its buy box: this migration for every product, and the seed and the benchmark's generator
-- for what they insert in bulk. Returns how many it added.
CREATE FUNCTION add_founding_offers() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  added bigint[];
BEGIN
  WITH created AS (
    INSERT INTO offers (id, product_id, seller_id, mrp_price_cents, selling_price_cents, discount_percent,
        quantity, in_stock, archived_at, created_at, updated_at)
      SELECT p.id, p.id, p.seller_id, p.mrp_price_cents, p.selling_price_cents, p.discount_percent,
          p.quantity, p.in_stock, p.archived_at, p.created_at, p.updated_at
        FROM products p WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id)
      RETURNING product_id
  ) SELECT array_agg(product_id) INTO added FROM created;
  IF added IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM refresh_buy_box(added);
  RETURN array_length(added, 1);
END $$;--> statement-breakpoint
SELECT add_founding_offers();--> statement-breakpoint
-- What was sold: the offer (RESTRICT, as the product's was: a sold offer is archived, never deleted).
ALTER TABLE "order_items" ADD COLUMN "offer_id" bigint;--> statement-breakpoint
UPDATE "order_items" SET "offer_id" = "product_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_offer_idx" ON "order_items" USING btree ("offer_id");--> statement-breakpoint
-- A cart line is an offer (same values: every product id is its founding offer's).
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME COLUMN "product_id" TO "offer_id";--> statement-breakpoint
ALTER INDEX "cart_items_product_size_key" RENAME TO "cart_items_offer_size_key";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ANALYZE "offers";
