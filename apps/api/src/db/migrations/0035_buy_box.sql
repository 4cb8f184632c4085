-- Issue 33, decision 0028 section 3: the whole buy box rule. Among a product's listed offers: the buyable
-- first; new before refurbished or used; the lowest price with the shop's shipping of one unit to the
-- buyer's department (else its general rate, else the store's flat fee, free from its free-shipping
-- amount); the better-rated shop, then the more punctual; more units; the older offer.
CREATE TABLE "shipping_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"flat_rate_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK ("shipping_settings"."id" = 1)
);--> statement-breakpoint
INSERT INTO "shipping_settings" ("flat_rate_cents") VALUES (1000000);--> statement-breakpoint
CREATE TABLE "seller_scores" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"rating_x100" integer DEFAULT 400 NOT NULL,
	"on_time_permille" integer DEFAULT 900 NOT NULL,
	"reviews_counted" integer DEFAULT 0 NOT NULL,
	"orders_counted" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_scores_rating_range" CHECK ("seller_scores"."rating_x100" between 0 and 500),
	CONSTRAINT "seller_scores_on_time_range" CHECK ("seller_scores"."on_time_permille" between 0 and 1000)
);--> statement-breakpoint
ALTER TABLE "seller_scores" ADD CONSTRAINT "seller_scores_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One unit of an offer shipped to a department (DANE code; null: the shop's general rate).
CREATE FUNCTION offer_shipping_cents(shop bigint, selling_cents bigint, department text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s.free_from_cents IS NOT NULL AND selling_cents >= s.free_from_cents THEN 0
    ELSE coalesce(
      (SELECT d.rate_cents FROM seller_shipping_departments d WHERE d.seller_id = shop AND d.department = offer_shipping_cents.department),
      s.default_rate_cents,
      (SELECT flat_rate_cents FROM shipping_settings WHERE id = 1)) END
  FROM (SELECT 1) one LEFT JOIN seller_shipping s ON s.seller_id = shop
$$;--> statement-breakpoint
-- Every listed offer of these products, ranked by the rule above (rank 1 wins the buy box).
CREATE FUNCTION buy_box_offers(ids bigint[], department text)
RETURNS TABLE (offer_id bigint, product_id bigint, shipping_cents bigint, landed_cents bigint, buyable boolean,
  rank bigint, shop_rating_x100 integer, shop_on_time_permille integer)
LANGUAGE sql STABLE AS $$
  SELECT x.id, x.product_id, x.shipping, x.selling_price_cents + x.shipping, x.buyable,
      row_number() OVER (PARTITION BY x.product_id ORDER BY x.buyable DESC, x.condition = 'NUEVO' DESC,
        x.selling_price_cents + x.shipping, coalesce(sc.rating_x100, 400) DESC,
        coalesce(sc.on_time_permille, 900) DESC, x.quantity DESC, x.created_at, x.id),
      -- What shoppers are shown: nothing until there are enough reviews or orders to judge.
      CASE WHEN sc.reviews_counted >= 5 THEN sc.rating_x100 END,
      CASE WHEN sc.orders_counted >= 5 THEN sc.on_time_permille END
    FROM (SELECT o.*, o.in_stock AND o.quantity > 0 AS buyable,
            offer_shipping_cents(o.seller_id, o.selling_price_cents, buy_box_offers.department) AS shipping
          FROM offers o WHERE o.product_id = ANY(ids) AND o.listed) x
    LEFT JOIN seller_scores sc ON sc.seller_id = x.seller_id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_buy_box(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  WITH ranked AS (
    SELECT b.product_id, b.offer_id, b.buyable, b.rank FROM buy_box_offers(ids, NULL) b
  ), next AS (
    SELECT p.id, o.id AS offer_id, coalesce(o.seller_id, p.seller_id) AS seller_id,
        coalesce(o.mrp_price_cents, p.mrp_price_cents) AS mrp, coalesce(o.selling_price_cents, p.selling_price_cents) AS selling,
        coalesce(o.discount_percent, p.discount_percent) AS discount, coalesce(o.quantity, p.quantity) AS quantity,
        coalesce(o.in_stock, p.in_stock) AS in_stock,
        (SELECT count(*)::int FROM ranked r WHERE r.product_id = p.id AND r.buyable) AS n,
        (SELECT min(o2.selling_price_cents) FROM ranked r JOIN offers o2 ON o2.id = r.offer_id
          WHERE r.product_id = p.id AND r.buyable) AS lowest
      FROM products p
      LEFT JOIN ranked w ON w.product_id = p.id AND w.rank = 1
      LEFT JOIN offers o ON o.id = w.offer_id
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
-- The stored buy box ranks with each shop's general rate: a change of it, of the store's flat fee or of a
-- shop's scores refreshes the products that shop sells. A department's own rate only changes the live
-- ranking of a buyer in that department (GET /products/{id}?department=).
CREATE FUNCTION shop_offers_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  SELECT array_agg(DISTINCT o.product_id) INTO touched FROM offers o
    WHERE o.listed AND o.seller_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.seller_id ELSE NEW.seller_id END;
  IF touched IS NOT NULL THEN
    PERFORM refresh_buy_box(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seller_shipping_buy_box AFTER INSERT OR UPDATE OR DELETE ON "seller_shipping"
  FOR EACH ROW EXECUTE FUNCTION shop_offers_refresh();--> statement-breakpoint
CREATE TRIGGER seller_scores_buy_box AFTER INSERT OR UPDATE OR DELETE ON "seller_scores"
  FOR EACH ROW EXECUTE FUNCTION shop_offers_refresh();--> statement-breakpoint
CREATE FUNCTION flat_rate_buy_box_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint[];
BEGIN
  SELECT array_agg(DISTINCT o.product_id) INTO touched FROM offers o
    WHERE o.listed AND NOT EXISTS (SELECT 1 FROM seller_shipping s WHERE s.seller_id = o.seller_id);
  IF touched IS NOT NULL THEN
    PERFORM refresh_buy_box(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER shipping_settings_buy_box AFTER UPDATE ON "shipping_settings"
  FOR EACH ROW WHEN (OLD.flat_rate_cents IS DISTINCT FROM NEW.flat_rate_cents)
  EXECUTE FUNCTION flat_rate_buy_box_refresh();