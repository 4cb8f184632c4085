ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_coupon_id_coupons_id_fk";
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;