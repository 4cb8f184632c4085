-- Issue 32, decision 0027: the electronic invoice of each paid seller order, issued by the `einvoices` job
-- when EINVOICE_PROVIDER is set (not when a receipt is downloaded): its number from the authorised range and
-- its CUFE, printed on the comprobante.
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_cufe" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_to_invoice_idx" ON "orders" USING btree ("id") WHERE "invoice_number" IS NULL AND "payment_status" = 'PAID';
