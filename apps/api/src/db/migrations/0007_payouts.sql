DROP INDEX "payouts_seller_idx";--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_pending_key" ON "payouts" USING btree ("seller_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "transactions_payout_idx" ON "transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at");