CREATE TABLE "slider_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slider_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"virtual_video_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"title" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_virtual_video_id_virtual_videos_id_fk" FOREIGN KEY ("virtual_video_id") REFERENCES "public"."virtual_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_pages" ADD CONSTRAINT "slider_pages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_page_id_slider_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."slider_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slider_items_slider_rank_idx" ON "slider_items" USING btree ("slider_id","rank");--> statement-breakpoint
CREATE INDEX "slider_items_virtual_video_idx" ON "slider_items" USING btree ("virtual_video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_pages_group_slug_key" ON "slider_pages" USING btree ("group_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sliders_page_rank_key" ON "sliders" USING btree ("page_id","rank");