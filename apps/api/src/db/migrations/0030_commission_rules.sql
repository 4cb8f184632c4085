-- Commission rules by seller, category or product (modules/commissions, decision 0026), and the IVA on
-- the commission with the rule that applied on each ledger entry (modules/transactions).
CREATE TABLE "commission_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"seller_id" bigint,
	"category_id" bigint,
	"product_id" bigint,
	"target_name" text NOT NULL,
	"basis_points" integer NOT NULL,
	"fixed_cents" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"previous_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_target_check" CHECK (("commission_rules"."scope" = 'SELLER' and "commission_rules"."seller_id" is not null and "commission_rules"."category_id" is null and "commission_rules"."product_id" is null)
        or ("commission_rules"."scope" = 'CATEGORY' and "commission_rules"."category_id" is not null and "commission_rules"."seller_id" is null and "commission_rules"."product_id" is null)
        or ("commission_rules"."scope" = 'PRODUCT' and "commission_rules"."product_id" is not null and "commission_rules"."seller_id" is null and "commission_rules"."category_id" is null)),
	CONSTRAINT "commission_rules_rate_check" CHECK ("commission_rules"."basis_points" between 0 and 10000 and "commission_rules"."fixed_cents" >= 0),
	CONSTRAINT "commission_rules_dates_check" CHECK ("commission_rules"."ends_at" is null or "commission_rules"."ends_at" >= "commission_rules"."starts_at")
);--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_seller_idx" ON "commission_rules" USING btree ("seller_id","starts_at");--> statement-breakpoint
CREATE INDEX "commission_rules_category_idx" ON "commission_rules" USING btree ("category_id","starts_at");--> statement-breakpoint
CREATE INDEX "commission_rules_product_idx" ON "commission_rules" USING btree ("product_id","starts_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission_vat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission_rule" text;
