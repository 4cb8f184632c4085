-- Where the buyer approves a checkout's payment: the cart offers it back while the payment is in progress.
ALTER TABLE "checkouts" ADD COLUMN "approve_url" text;
