ALTER TABLE "virtual_video_segments" ADD COLUMN "audio_src" text DEFAULT 'Video' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_id" uuid;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_start" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_end" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_x" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_y" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_width" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD COLUMN "overlay_height" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_overlay_id_image_collections_id_fk" FOREIGN KEY ("overlay_id") REFERENCES "public"."image_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_video_segments_overlay_idx" ON "virtual_video_segments" USING btree ("overlay_id");--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_audio_src" CHECK ("virtual_video_segments"."audio_src" in ('Video', 'Image', 'Audio', 'Combined'));--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_overlay_box" CHECK ("virtual_video_segments"."overlay_start" >= 0 and "virtual_video_segments"."overlay_start" < "virtual_video_segments"."overlay_end" and "virtual_video_segments"."overlay_end" <= 100
        and "virtual_video_segments"."overlay_x" >= 0 and "virtual_video_segments"."overlay_y" >= 0 and "virtual_video_segments"."overlay_width" > 0
        and "virtual_video_segments"."overlay_height" > 0 and "virtual_video_segments"."overlay_x" + "virtual_video_segments"."overlay_width" <= 100.000001
        and "virtual_video_segments"."overlay_y" + "virtual_video_segments"."overlay_height" <= 100.000001);--> statement-breakpoint
-- Segments saved before audio_src existed sounded as the player played them: their audio track
-- when they had one, else their own sound.
UPDATE "virtual_video_segments" SET "audio_src" = CASE
  WHEN "audio_id" IS NOT NULL THEN 'Audio'
  WHEN "image_collection_id" IS NOT NULL THEN 'Image'
  ELSE 'Video' END;
