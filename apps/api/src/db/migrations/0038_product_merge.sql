-- Issue 33, decision 0028 section 2: two listings of one maker's model become one catalogue product with
-- every shop's offer. catalog_merge_product moves what pointed at the duplicate to the survivor in the
-- caller's transaction; what was sold (order lines' offers, the ledger, returns, carts) does not change.
ALTER TABLE "products" ADD COLUMN "merged_into_id" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merged_into_id_products_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION catalog_merge_product(dup bigint, survivor bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF dup = survivor THEN
    RAISE EXCEPTION 'a product cannot be merged into itself';
  END IF;
  -- Offers first (the lock order every writer keeps), then both products in id order.
  PERFORM 1 FROM offers WHERE product_id IN (dup, survivor) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM products WHERE id IN (dup, survivor) ORDER BY id FOR UPDATE;
  -- 1. The offers move; one a shop already has on the survivor in that condition is archived instead.
  UPDATE offers d SET archived_at = now()
    WHERE d.product_id = dup AND d.archived_at IS NULL AND EXISTS (
      SELECT 1 FROM offers s WHERE s.product_id = survivor AND s.seller_id = d.seller_id
        AND s.condition = d.condition AND s.archived_at IS NULL);
  UPDATE offers SET product_id = survivor WHERE product_id = dup AND archived_at IS NULL;
  -- 2. Order lines name the survivor; their offer, name, picture and prices stay as sold.
  UPDATE order_items SET product_id = survivor WHERE product_id = dup;
  -- 3. Reviews move; a shopper with one on each keeps the survivor's, and the duplicate's is hidden and
  --    stays behind (one review per shopper and product).
  UPDATE reviews r SET hidden_at = now(), hidden_reason = 'Reseña duplicada al unir productos'
    WHERE r.product_id = dup AND r.hidden_at IS NULL
      AND EXISTS (SELECT 1 FROM reviews o WHERE o.product_id = survivor AND o.user_id = r.user_id);
  UPDATE reviews r SET product_id = survivor WHERE r.product_id = dup
    AND NOT EXISTS (SELECT 1 FROM reviews o WHERE o.product_id = survivor AND o.user_id = r.user_id);
  UPDATE products p SET num_ratings = c.n, rating_halves_sum = c.halves
    FROM (SELECT count(*)::int AS n, coalesce(sum(rating_halves), 0)::int AS halves FROM reviews
          WHERE product_id = survivor AND hidden_at IS NULL) c
    WHERE p.id = survivor;
  UPDATE products p SET num_ratings = c.n, rating_halves_sum = c.halves
    FROM (SELECT count(*)::int AS n, coalesce(sum(rating_halves), 0)::int AS halves FROM reviews
          WHERE product_id = dup AND hidden_at IS NULL) c
    WHERE p.id = dup;
  -- 4. Wishlists: one line per shopper and product.
  INSERT INTO wishlist_items (user_id, product_id, created_at)
    SELECT user_id, survivor, created_at FROM wishlist_items WHERE product_id = dup
    ON CONFLICT DO NOTHING;
  DELETE FROM wishlist_items WHERE product_id = dup;
  -- 5. Product commission rules move, unless the survivor has one in force: then they end now.
  IF EXISTS (SELECT 1 FROM commission_rules WHERE product_id = survivor AND (ends_at IS NULL OR ends_at > now())) THEN
    UPDATE commission_rules SET ends_at = now()
      WHERE product_id = dup AND (ends_at IS NULL OR ends_at > now()) AND starts_at < now();
    DELETE FROM commission_rules WHERE product_id = dup AND starts_at >= now();
  ELSE
    UPDATE commission_rules SET product_id = survivor WHERE product_id = dup;
  END IF;
  -- 6. What was proposed for the duplicate is moot.
  UPDATE product_revisions SET state = 'SUPERSEDED' WHERE product_id = dup AND state IN ('PENDING', 'CHANGES_REQUESTED');
  -- 7. The duplicate stays for audit entries and old links, which lead to the survivor.
  UPDATE products SET merged_into_id = survivor, archived_at = coalesce(archived_at, now()) WHERE id = dup;
  -- 8. The survivor's buy box, with the offers it gained.
  PERFORM refresh_buy_box(ARRAY[dup, survivor]);
END $$;
