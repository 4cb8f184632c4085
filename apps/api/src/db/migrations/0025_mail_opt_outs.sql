-- The optional mails a shopper or a seller turned off in their account (modules/notifications).
CREATE TABLE "customer_mail_opt_outs" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);--> statement-breakpoint
CREATE TABLE "seller_mail_opt_outs" (
	"seller_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_mail_opt_outs_seller_id_kind_pk" PRIMARY KEY("seller_id","kind")
);--> statement-breakpoint
ALTER TABLE "customer_mail_opt_outs" ADD CONSTRAINT "customer_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_mail_opt_outs" ADD CONSTRAINT "seller_mail_opt_outs_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;
