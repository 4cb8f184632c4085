-- Issue 32, decision 0023: each seller's shipping rates per department, each seller order's own shipping,
-- and the IVA rate a product's price includes (copied onto the order line that sells it).
CREATE TABLE "seller_shipping" (
  "seller_id" bigint PRIMARY KEY REFERENCES "sellers"("id") ON DELETE CASCADE,
  "default_rate_cents" bigint NOT NULL CHECK ("default_rate_cents" >= 0),
  "free_from_cents" bigint CHECK ("free_from_cents" > 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "seller_shipping_departments" (
  "seller_id" bigint NOT NULL REFERENCES "seller_shipping"("seller_id") ON DELETE CASCADE,
  "department" text NOT NULL,
  "rate_cents" bigint NOT NULL CHECK ("rate_cents" >= 0),
  PRIMARY KEY ("seller_id", "department")
);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_percent" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_percent_check" CHECK ("vat_percent" in (0, 5, 19));--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_percent" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders paid before: the checkout's one fee shared in proportion to what each order sold, rounded down,
-- the leftover cents to the largest order (the lowest id among equals), so each checkout's orders still add
-- up to its charge.
WITH shares AS (
  SELECT o."id", c."shipping_cents" AS fee,
    CASE WHEN sum(o."total_amount_cents") OVER w > 0
      THEN floor(c."shipping_cents"::numeric * o."total_amount_cents" / sum(o."total_amount_cents") OVER w)
      ELSE 0 END AS share,
    row_number() OVER (PARTITION BY o."checkout_id" ORDER BY o."total_amount_cents" DESC, o."id") AS rank
  FROM "orders" o JOIN "checkouts" c ON c."id" = o."checkout_id"
  WINDOW w AS (PARTITION BY o."checkout_id")
), leftover AS (
  SELECT s."id", s.share + CASE WHEN s.rank = 1
      THEN s.fee - sum(s.share) OVER (PARTITION BY o."checkout_id") ELSE 0 END AS shipping
  FROM shares s JOIN "orders" o ON o."id" = s."id"
)
UPDATE "orders" SET "shipping_cents" = leftover.shipping FROM leftover WHERE leftover."id" = "orders"."id";
