-- Issue 33, decision 0028: a catalogue product names its maker and model number, so a seller with the same
-- part finds it (and joins it with an offer) instead of listing a copy. One live product per model.
ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_number" text;--> statement-breakpoint
UPDATE "products" SET "brand" = nullif(trim("specs"->>'brand'), '');--> statement-breakpoint
CREATE UNIQUE INDEX "products_model_key" ON "products" USING btree (coalesce(tb_fold("brand"), ''), upper("model_number")) WHERE "model_number" IS NOT NULL AND "archived_at" IS NULL;
