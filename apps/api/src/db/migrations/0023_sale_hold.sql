-- A sale can be paid out only once the buyer can no longer undo it (issue 29, decision 0011): the time each
-- ledger entry joins the available balance; null while its order is not delivered.
ALTER TABLE "transactions" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
UPDATE "transactions" SET "available_at" = "created_at" WHERE "type" <> 'SALE';--> statement-breakpoint
-- Existing sales: a cancelled order's sale nets with its refund at once; a delivered one is held fourteen
-- calendar days from delivery, never shorter than five Colombian business days (any fourteen days hold ten
-- weekdays, at most three of them holidays); the server computes the exact term for deliveries from now on.
UPDATE "transactions" AS t
SET "available_at" = CASE
    WHEN o."order_status" = 'CANCELLED' THEN coalesce(o."cancelled_at", t."created_at")
    WHEN o."order_status" = 'DELIVERED' THEN coalesce(o."deliver_date", o."updated_at") + interval '14 days'
  END
FROM "orders" AS o
WHERE o."id" = t."order_id" AND t."type" = 'SALE';
