-- The receipt names the coupon used even after an administrator deletes it (coupon_id is then set null).
ALTER TABLE "checkouts" ADD COLUMN "coupon_code" text;
--> statement-breakpoint
UPDATE "checkouts" SET "coupon_code" = "coupons"."code" FROM "coupons" WHERE "checkouts"."coupon_id" = "coupons"."id";
