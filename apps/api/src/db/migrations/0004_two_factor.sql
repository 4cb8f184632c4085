CREATE TABLE "two_factor_recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_recovery_codes_owner_kind_check" CHECK ("two_factor_recovery_codes"."owner_kind" in ('user', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_secrets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_secrets_owner_kind_check" CHECK ("two_factor_secrets"."owner_kind" in ('user', 'seller'))
);
--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_owner_idx" ON "two_factor_recovery_codes" USING btree ("owner_kind","owner_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_secrets_owner_key" ON "two_factor_secrets" USING btree ("owner_kind","owner_id");