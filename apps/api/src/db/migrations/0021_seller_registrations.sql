-- A seller registration is kept apart from the shops until its e-mail is verified, and each verification
-- link names the registration it verifies: the shop gets the data of the registration whose link was opened
-- (issue 29 item 6). A shop's business name is unique ignoring case and accents (item 13).
CREATE TABLE "seller_registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "seller_registrations_email_idx" ON "seller_registrations" USING btree ("email","expires_at");--> statement-breakpoint
CREATE INDEX "seller_registrations_expires_idx" ON "seller_registrations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "subject_id" bigint;--> statement-breakpoint
-- Shops that never verified their e-mail become pending registrations, and their links (still in their
-- owners' mailboxes) verify them. A shop that somehow has records of its own stays a shop.
INSERT INTO "seller_registrations" ("email", "details", "expires_at", "created_at")
SELECT s."email",
	jsonb_build_object(
		'sellerName', s."seller_name", 'mobile', s."mobile", 'gstin', s."gstin",
		'businessDetails', jsonb_build_object('businessName', s."business_name", 'businessEmail', coalesce(s."business_email", ''),
			'businessMobile', coalesce(s."business_mobile", ''), 'businessAddress', coalesce(s."business_address", '')),
		'pickupAddress', jsonb_build_object('address', s."pickup_address", 'city', s."pickup_city", 'state', s."pickup_state", 'mobile', s."pickup_mobile"),
		'bankDetails', jsonb_build_object('accountHolderName', s."bank_account_holder_name", 'accountNumber', s."bank_account_number", 'ifscCode', s."bank_ifsc_code")),
	coalesce((SELECT max(c."expires_at") FROM "one_time_codes" c WHERE c."email" = s."email" AND c."purpose" = 'SELLER_VERIFY'), now()),
	s."created_at"
FROM "sellers" s
WHERE NOT s."email_verified"
	AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."seller_id" = s."id")
	AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."seller_id" = s."id")
	AND NOT EXISTS (SELECT 1 FROM "payouts" p WHERE p."seller_id" = s."id")
	AND NOT EXISTS (SELECT 1 FROM "transactions" t WHERE t."seller_id" = s."id")
	AND NOT EXISTS (SELECT 1 FROM "reviews" r WHERE r."seller_id" = s."id");--> statement-breakpoint
UPDATE "one_time_codes" c SET "subject_id" = r."id"
FROM "seller_registrations" r
WHERE c."email" = r."email" AND c."purpose" = 'SELLER_VERIFY';--> statement-breakpoint
DELETE FROM "sellers" s WHERE NOT s."email_verified" AND EXISTS (SELECT 1 FROM "seller_registrations" r WHERE r."email" = s."email");--> statement-breakpoint
-- The business name as compared: lower case, accents off, spaces collapsed (businessNameKey in TypeScript;
-- translate covers the accented Latin letters, as unaccent is not immutable and PGlite has no unaccent).
-- Names already taken twice keep the key on the oldest shop only; the others get it when renamed.
ALTER TABLE "sellers" ADD COLUMN "business_name_key" text;--> statement-breakpoint
UPDATE "sellers" s SET "business_name_key" = k."key"
FROM (
	SELECT "id", "key", row_number() OVER (PARTITION BY "key" ORDER BY "id") AS n
	FROM (
		SELECT "id", btrim(regexp_replace(lower(translate("business_name",
			'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
			'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz')),
			'\s+', ' ', 'g')) AS "key"
		FROM "sellers"
	) named
) k
WHERE s."id" = k."id" AND k.n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_business_name_key" ON "sellers" USING btree ("business_name_key");
