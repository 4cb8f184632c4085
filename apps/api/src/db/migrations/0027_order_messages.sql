-- Buyer–seller messages per order (modules/messages): one thread per order, its messages masked as stored.
CREATE TABLE "order_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"buyer_last_read_id" bigint DEFAULT 0 NOT NULL,
	"seller_last_read_id" bigint DEFAULT 0 NOT NULL,
	"buyer_mailed_at" timestamp with time zone,
	"seller_mailed_at" timestamp with time zone,
	"open_to_admins_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_threads_order_id_unique" UNIQUE("order_id")
);--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_author_check" CHECK ("order_messages"."author" in ('BUYER', 'SELLER'))
);--> statement-breakpoint
ALTER TABLE "order_threads" ADD CONSTRAINT "order_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_threads" ADD CONSTRAINT "order_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_threads" ADD CONSTRAINT "order_threads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_thread_id_order_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."order_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_threads_user_idx" ON "order_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_threads_seller_idx" ON "order_threads" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "order_messages_thread_idx" ON "order_messages" USING btree ("thread_id","id");
