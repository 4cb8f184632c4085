-- One deal per deal category. Where there were several, the newest (the admin's latest) stays.
DELETE FROM "deals" "older" USING "deals" "newer"
  WHERE "older"."home_category_id" = "newer"."home_category_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "deals_home_category_id_key" ON "deals" USING btree ("home_category_id");
