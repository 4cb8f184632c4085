-- Mail that carries a sign-in code or a verification link says until when the secret works; its subject and
-- body are emptied once it is sent, or once that time passes (issue 29 item 8, docs/decisions/0018).
ALTER TABLE "outbound_mail" ADD COLUMN "secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbound_mail_secret_idx" ON "outbound_mail" USING btree ("secret_until") WHERE "outbound_mail"."secret_until" IS NOT NULL AND "outbound_mail"."text" <> '';--> statement-breakpoint
-- Mail written before this mark: the codes already sent are emptied now, the others once a link's default
-- lifetime (SELLER_VERIFY_TTL_HOURS, 24 hours) has passed, the longest any of them works.
UPDATE "outbound_mail" SET "subject" = '', "text" = '', "html" = NULL, "secret_until" = "created_at"
WHERE "status" = 'SENT' AND ("text" ~ '/verify-seller/[0-9]+' OR "subject" LIKE 'Tu código de acceso a TecnoBazar:%');--> statement-breakpoint
UPDATE "outbound_mail" SET "secret_until" = "created_at" + interval '24 hours'
WHERE "secret_until" IS NULL AND ("text" ~ '/verify-seller/[0-9]+' OR "subject" LIKE 'Tu código de acceso a TecnoBazar:%');
