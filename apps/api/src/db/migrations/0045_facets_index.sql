-- Issue 35, item 3: a listing's facet counts read every listed product of the category. From the heap that is
-- one page per product (rows are ~1 KB and a category's products are spread over the table: 24,000 pages for
-- 26,000 keyboards at 1M products); from this index, whose entries hold only what the counts read, ~600
-- contiguous pages, index-only.
CREATE INDEX "products_facets_idx" ON "products" USING btree ("category_id")
  INCLUDE ("selling_price_cents", "discount_percent", "color", "specs", "variant_values") WHERE listed;
