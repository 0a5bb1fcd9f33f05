-- Experiments on a feed whose feed is gone (deleted before this key existed) go with it.
DELETE FROM "experiments" WHERE "instagram_feed_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "instagram_feeds" WHERE "instagram_feeds"."id"::text = lower("experiments"."instagram_feed_id"));--> statement-breakpoint
ALTER TABLE "experiments" ALTER COLUMN "instagram_feed_id" SET DATA TYPE uuid USING lower("instagram_feed_id")::uuid;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_instagram_feed_id_instagram_feeds_id_fk" FOREIGN KEY ("instagram_feed_id") REFERENCES "public"."instagram_feeds"("id") ON DELETE cascade ON UPDATE no action;
