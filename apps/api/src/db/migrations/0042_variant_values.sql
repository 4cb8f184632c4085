-- Issue 33, decision 0028 step 6: a product sold in variants is found by any variant's values. The listing
-- filters `specs @> {k: v} OR variant_values @> {k: [v]}` and the facets count each variant's value;
-- variant_values is null for a product without variants, so only those few rows are in its index.
ALTER TABLE "products" ADD COLUMN "variant_values" jsonb;--> statement-breakpoint
CREATE INDEX "products_variant_values_idx" ON "products" USING gin ("variant_values" jsonb_path_ops) WHERE "variant_values" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION refresh_variant_values(pid bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET variant_values = (
    SELECT jsonb_object_agg(k, vals) FROM (
      SELECT kv.key AS k, jsonb_agg(DISTINCT kv.value) AS vals
        FROM product_variants v, jsonb_each(v.axes) kv
        WHERE v.product_id = pid AND v.archived_at IS NULL
        GROUP BY kv.key
    ) x)
  WHERE id = pid;
$$;
