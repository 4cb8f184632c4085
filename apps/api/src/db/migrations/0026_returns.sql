-- Returns and warranty claims (issue 31): the requests, their units and photos, and the refund of each
-- received one (module returns); the ledger's REFUND of a return names it, so an order may have several.
CREATE TABLE "return_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" bigint NOT NULL REFERENCES "orders"("id"),
	"user_id" bigint NOT NULL REFERENCES "users"("id"),
	"seller_id" bigint NOT NULL REFERENCES "sellers"("id"),
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"instructions" text,
	"rejection_reason" text,
	"escalation_comment" text,
	"decision" text,
	"decision_reason" text,
	"carrier" text,
	"tracking_number" text,
	"refund_cents" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalate_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_seller_idx" ON "return_requests" ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" ("status","created_at");--> statement-breakpoint
CREATE TABLE "return_request_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_id" bigint NOT NULL REFERENCES "return_requests"("id") ON DELETE cascade,
	"order_item_id" bigint NOT NULL REFERENCES "order_items"("id"),
	"quantity" integer NOT NULL,
	CONSTRAINT "return_request_items_quantity" CHECK ("quantity" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_items_line_key" ON "return_request_items" ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_request_items_order_item_idx" ON "return_request_items" ("order_item_id");--> statement-breakpoint
CREATE TABLE "return_request_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_id" bigint NOT NULL REFERENCES "return_requests"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "return_request_images_return_idx" ON "return_request_images" ("return_id");--> statement-breakpoint
CREATE TABLE "return_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"return_id" bigint NOT NULL REFERENCES "return_requests"("id"),
	"capture_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "return_refunds_return_key" ON "return_refunds" ("return_id");--> statement-breakpoint
CREATE INDEX "return_refunds_pending_idx" ON "return_refunds" ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "return_id" bigint REFERENCES "return_requests"("id");--> statement-breakpoint
DROP INDEX "transactions_order_type_key";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_order_type_key" ON "transactions" ("order_id","type") WHERE "return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_return_key" ON "transactions" ("return_id");
