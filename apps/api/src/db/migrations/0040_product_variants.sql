-- Issue 33, decision 0028 section 1 and step 6: a catalogue product may come in variants on named axes (a
-- 16 GB and a 32 GB kit of one memory model), each with its own offers, stock and specifications. An offer
-- without a variant sells the product as it is; the buy box on products stays the product's cheapest.
CREATE TABLE "product_variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"axes" jsonb NOT NULL,
	"label" text NOT NULL,
	"model_number" text,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_axes_key" ON "product_variants" USING btree ("product_id","axes");--> statement-breakpoint
CREATE INDEX "product_variants_model_idx" ON "product_variants" USING btree (upper("model_number")) WHERE "model_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_axes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "variant_id" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "offers_seller_item_key";--> statement-breakpoint
CREATE UNIQUE INDEX "offers_seller_item_key" ON "offers" USING btree ("seller_id","product_id",coalesce("variant_id", 0),"condition") WHERE "archived_at" IS NULL;--> statement-breakpoint
ALTER TABLE "offer_import_lines" ADD COLUMN "variant_id" bigint;
