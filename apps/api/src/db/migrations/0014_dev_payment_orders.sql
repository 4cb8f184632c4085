CREATE TABLE "dev_payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"store_amount" jsonb,
	"description" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"capture_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_payment_orders_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "dev_payment_orders_capture_id_unique" UNIQUE("capture_id")
);
--> statement-breakpoint
CREATE TABLE "dev_payment_refunds" (
	"request_id" text PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
