-- A coupon use is released (kept, with the time) when every order of its checkout was cancelled: the shopper
-- may use the coupon again, and only uses still live count toward "once per shopper".
ALTER TABLE "coupon_redemptions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "coupon_redemptions_once_key";--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_key" ON "coupon_redemptions" USING btree ("coupon_id","user_id") WHERE "released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_checkout_idx" ON "coupon_redemptions" USING btree ("checkout_id");
