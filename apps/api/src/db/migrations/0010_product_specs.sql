ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_specs_idx" ON "products" USING gin ("specs" jsonb_path_ops);