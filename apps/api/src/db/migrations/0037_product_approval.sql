-- Issue 33, decision 0028 section 5: what a seller proposes for the catalogue (a new product, or a change
-- to a product's page) waits for an administrator, unless the shop is trusted. A product shoppers see is
-- APPROVED; a proposal in review (PENDING) or turned down (REJECTED) is shown to its seller only.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'APPROVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('PENDING', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "trusted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"changes" jsonb NOT NULL,
	"base" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_revisions_kind_check" CHECK ("product_revisions"."kind" in ('NEW', 'CHANGE')),
	CONSTRAINT "product_revisions_state_check" CHECK ("product_revisions"."state" in ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED', 'SUPERSEDED'))
);--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_revisions_open_key" ON "product_revisions" USING btree ("product_id","seller_id") WHERE "state" in ('PENDING', 'CHANGES_REQUESTED');--> statement-breakpoint
CREATE INDEX "product_revisions_state_idx" ON "product_revisions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "product_revisions_seller_idx" ON "product_revisions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_listed_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.archived_at IS NULL AND NEW.buy_box_offer_id IS NOT NULL AND NEW.status = 'APPROVED';
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER products_listed_refresh ON "products";--> statement-breakpoint
CREATE TRIGGER products_listed_refresh BEFORE INSERT OR UPDATE OF archived_at, buy_box_offer_id, status, listed ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_listed_refresh();
