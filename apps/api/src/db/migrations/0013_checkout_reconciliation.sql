ALTER TABLE "checkouts" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkouts_open_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."status" in ('PENDING', 'REFUNDING');