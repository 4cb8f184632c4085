-- Issue 33, decision 0028 section 6: a shop's file of offers, checked and stored line by line before
-- anything is written, then applied by the offer-imports job in batches. (0036 was left unused.)
CREATE TABLE "offer_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file_sha256" text NOT NULL,
	"state" text DEFAULT 'VALIDATED' NOT NULL,
	"total_lines" integer NOT NULL,
	"ok_lines" integer NOT NULL,
	"bad_lines" integer NOT NULL,
	"applied_lines" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "offer_imports_state_check" CHECK ("offer_imports"."state" in ('VALIDATED', 'QUEUED', 'APPLYING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "offer_import_lines" (
	"import_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"product_id" bigint,
	"condition" text,
	"mrp_price_cents" bigint,
	"selling_price_cents" bigint,
	"quantity" integer,
	"warranty_months" integer,
	"in_stock" boolean,
	"applied_at" timestamp with time zone,
	CONSTRAINT "offer_import_lines_import_id_line_no_pk" PRIMARY KEY("import_id","line_no"),
	CONSTRAINT "offer_import_lines_status_check" CHECK ("offer_import_lines"."status" in ('OK', 'ERROR', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_import_lines" ADD CONSTRAINT "offer_import_lines_import_id_offer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."offer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_import_lines" ADD CONSTRAINT "offer_import_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_imports_same_file_key" ON "offer_imports" USING btree ("seller_id","file_sha256") WHERE "offer_imports"."state" not in ('DONE', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "offer_imports_one_running_key" ON "offer_imports" USING btree ("seller_id") WHERE "offer_imports"."state" in ('QUEUED', 'APPLYING');--> statement-breakpoint
CREATE INDEX "offer_imports_seller_created_idx" ON "offer_imports" USING btree ("seller_id","created_at");
