-- Sellers' Colombian tax and bank data (issue 32 part 4, docs/decisions/0024): the tax id's type next to
-- `gstin` (which keeps the number), the legal name, the VAT regime, the bank by its ACH code and the account
-- type. A null type, regime or account type means "not given yet": the seller completes it in 'Cuenta'.
ALTER TABLE "sellers" ADD COLUMN "tax_id_type" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "vat_responsible" boolean;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_account_type" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_tax_id_type_check" CHECK ("sellers"."tax_id_type" in ('NIT','CC'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_bank_account_type_check" CHECK ("sellers"."bank_account_type" in ('AHORROS','CORRIENTE'));--> statement-breakpoint
-- An existing gstin that is a NIT whose check digit is right (DIAN's modulo 11) becomes a NIT, stored as
-- '900123456-8'; any other value is kept as typed with no type, so the account shows its data incomplete.
UPDATE "sellers" s SET "tax_id_type" = 'NIT', "gstin" = n."base" || '-' || n."dv"
FROM (
	SELECT "id", left("d", length("d") - 1) AS "base", right("d", 1) AS "dv"
	FROM (SELECT "id", regexp_replace("gstin", '[.[:space:]-]', '', 'g') AS "d" FROM "sellers") AS x
	WHERE "d" ~ '^[0-9]{7,16}$'
) AS n
WHERE s."id" = n."id" AND n."dv"::int = (
	SELECT CASE WHEN t."r" > 1 THEN 11 - t."r" ELSE t."r" END
	FROM (
		SELECT sum(substr(n."base", length(n."base") - i + 1, 1)::int
			* (ARRAY[3,7,13,17,19,23,29,37,41,43,47,53,59,67,71])[i]) % 11 AS "r"
		FROM generate_series(1, length(n."base")) AS i
	) AS t
);--> statement-breakpoint
-- The shop's name is the best guess of its legal name; the seller confirms it with the VAT regime.
UPDATE "sellers" SET "legal_name" = "business_name";--> statement-breakpoint
-- Account numbers are digits only.
UPDATE "sellers" SET "bank_account_number" = regexp_replace("bank_account_number", '[^0-9]', '', 'g');--> statement-breakpoint
-- The bank the old 'IFSC code' names, when it names one of the list (packages/shared constants/banks.ts).
UPDATE "sellers" SET "bank_code" = CASE upper(regexp_replace(translate(trim("bank_ifsc_code"), 'áéíóúÁÉÍÓÚ.', 'aeiouAEIOU'), '[[:space:]]+', ' ', 'g'))
	WHEN 'BANCOLOMBIA' THEN '1007'
	WHEN 'BANCO DE BOGOTA' THEN '1001'
	WHEN 'DAVIVIENDA' THEN '1051'
	WHEN 'BANCO DAVIVIENDA' THEN '1051'
	WHEN 'BBVA' THEN '1013'
	WHEN 'BBVA COLOMBIA' THEN '1013'
	WHEN 'BANCO DE OCCIDENTE' THEN '1023'
	WHEN 'BANCO POPULAR' THEN '1002'
	WHEN 'BANCO AV VILLAS' THEN '1052'
	WHEN 'AV VILLAS' THEN '1052'
	WHEN 'SCOTIABANK COLPATRIA' THEN '1019'
	WHEN 'COLPATRIA' THEN '1019'
	WHEN 'BANCO CAJA SOCIAL' THEN '1032'
	WHEN 'BANCO AGRARIO' THEN '1040'
	WHEN 'ITAU' THEN '1006'
	WHEN 'BANCO GNB SUDAMERIS' THEN '1012'
	WHEN 'BANCO FALABELLA' THEN '1062'
	WHEN 'BANCO PICHINCHA' THEN '1060'
	WHEN 'BANCOOMEVA' THEN '1061'
	WHEN 'BANCO W' THEN '1053'
	WHEN 'BANCO FINANDINA' THEN '1063'
	WHEN 'BANCO SERFINANZA' THEN '1069'
	WHEN 'NEQUI' THEN '1507'
	WHEN 'DAVIPLATA' THEN '1551'
	WHEN 'LULO BANK' THEN '1070'
	WHEN 'NU COLOMBIA' THEN '1809'
	ELSE NULL END;
