-- refresh_buy_box counted each product's buyable offers and their lowest price with a subquery over the
-- whole ranking, once per product: fine for one product, quadratic for 100,000 (the benchmark catalogue's
-- founding offers never finished). The same values, aggregated once by product.
CREATE OR REPLACE FUNCTION refresh_buy_box(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  WITH ranked AS (
    SELECT b.product_id, b.offer_id, b.buyable, b.rank FROM buy_box_offers(ids, NULL) b
  ), buyable AS (
    SELECT r.product_id, count(*)::int AS n, min(o2.selling_price_cents) AS lowest
      FROM ranked r JOIN offers o2 ON o2.id = r.offer_id
      WHERE r.buyable GROUP BY r.product_id
  ), next AS (
    SELECT p.id, o.id AS offer_id, coalesce(o.seller_id, p.seller_id) AS seller_id,
        coalesce(o.mrp_price_cents, p.mrp_price_cents) AS mrp, coalesce(o.selling_price_cents, p.selling_price_cents) AS selling,
        coalesce(o.discount_percent, p.discount_percent) AS discount, coalesce(o.quantity, p.quantity) AS quantity,
        coalesce(o.in_stock, p.in_stock) AS in_stock, coalesce(b.n, 0) AS n, b.lowest
      FROM products p
      LEFT JOIN ranked w ON w.product_id = p.id AND w.rank = 1
      LEFT JOIN offers o ON o.id = w.offer_id
      LEFT JOIN buyable b ON b.product_id = p.id
      WHERE p.id = ANY(ids)
  )
  UPDATE products p SET buy_box_offer_id = x.offer_id, seller_id = x.seller_id, mrp_price_cents = x.mrp,
      selling_price_cents = x.selling, discount_percent = x.discount, quantity = x.quantity,
      in_stock = x.in_stock, offer_count = x.n, lowest_price_cents = x.lowest
    FROM next x
    WHERE p.id = x.id AND (p.buy_box_offer_id, p.seller_id, p.mrp_price_cents, p.selling_price_cents,
      p.discount_percent, p.quantity, p.in_stock, p.offer_count, p.lowest_price_cents) IS DISTINCT FROM
      (x.offer_id, x.seller_id, x.mrp, x.selling, x.discount, x.quantity, x.in_stock, x.n, x.lowest);
END $$;
