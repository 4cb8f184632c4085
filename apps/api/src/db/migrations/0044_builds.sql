-- Issue 34: PC builds ("armados"), saved to an account or, by a visitor, as a public link that never changes.
CREATE TABLE "builds" (
	"public_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_user_idx" ON "builds" USING btree ("user_id","updated_at");
