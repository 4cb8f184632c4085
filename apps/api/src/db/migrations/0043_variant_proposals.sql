-- Issue 33, decision 0028 step 6: a shop that is not trusted proposes a variant, and it waits in the review
-- queue as a VARIANT revision ({axes, modelNumber}). A shop may have a page change and a variant of the same
-- product open at once, so the one-open-proposal rule holds per kind.
ALTER TABLE "product_revisions" DROP CONSTRAINT "product_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_kind_check" CHECK ("product_revisions"."kind" in ('NEW', 'CHANGE', 'VARIANT'));--> statement-breakpoint
DROP INDEX "product_revisions_open_key";--> statement-breakpoint
CREATE UNIQUE INDEX "product_revisions_open_key" ON "product_revisions" USING btree ("product_id","seller_id",("kind" = 'VARIANT')) WHERE "product_revisions"."state" in ('PENDING', 'CHANGES_REQUESTED');
