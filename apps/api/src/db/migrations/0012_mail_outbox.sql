ALTER TABLE "outbound_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbound_mail_due_idx" ON "outbound_mail" USING btree ("next_attempt_at") WHERE "outbound_mail"."status" = 'PENDING';