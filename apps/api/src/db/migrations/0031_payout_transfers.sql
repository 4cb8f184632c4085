-- Payouts that move money (modules/payouts, decision 0025): an approved payout is sent through the payment
-- provider's payouts API by a job, retried and reconciled until the provider confirms or refuses it; and
-- the dev simulator's own payouts (lib/payments).
ALTER TABLE "payouts" ADD COLUMN "transfer_status" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_batch_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_currency" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_error" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_next_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payouts_sending_idx" ON "payouts" USING btree ("transfer_next_at") WHERE transfer_status = 'SENDING';--> statement-breakpoint
CREATE TABLE "dev_payment_payouts" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"sender_batch_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"receiver" text NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_payment_payouts_sender_batch_id_unique" UNIQUE("sender_batch_id")
);
