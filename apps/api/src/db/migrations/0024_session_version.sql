-- Every session token carries its account's session version; raising it ends every token signed before
-- ("sign out everywhere", enabling the second factor). Tokens signed before this column existed carry none
-- and count as version 0, so nobody is signed out by the upgrade.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
