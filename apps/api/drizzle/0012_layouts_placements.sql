CREATE TABLE "media_collection_items" (
	"collection_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"virtual_video_id" uuid NOT NULL,
	CONSTRAINT "media_collection_items_collection_id_rank_pk" PRIMARY KEY("collection_id","rank")
);
--> statement-breakpoint
CREATE TABLE "media_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_video_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"virtual_video_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"title" text,
	"video_id" uuid,
	"image_collection_id" uuid,
	"audio_id" uuid,
	CONSTRAINT "virtual_video_segments_one_media" CHECK (("virtual_video_segments"."video_id" is null) <> ("virtual_video_segments"."image_collection_id" is null))
);
--> statement-breakpoint
CREATE TABLE "virtual_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"virtual_video_id" uuid,
	"media_collection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"strategy_id" uuid NOT NULL,
	"range_percentage" integer NOT NULL,
	CONSTRAINT "experiment_items_percentage" CHECK ("experiment_items"."range_percentage" >= 0 and "experiment_items"."range_percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "experiment_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	CONSTRAINT "experiment_ranges_bounds" CHECK ("experiment_ranges"."start" >= 0 and "experiment_ranges"."start" < "experiment_ranges"."end" and "experiment_ranges"."end" <= 100)
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"virtual_video_id" uuid,
	"instagram_feed_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_one_target" CHECK (("experiments"."virtual_video_id" is null) <> ("experiments"."instagram_feed_id" is null))
);
--> statement-breakpoint
CREATE TABLE "individual_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"product_id" uuid,
	"affiliate_link_id" uuid,
	"ad_type" text NOT NULL,
	"name" text,
	"start_time_index" double precision DEFAULT 0 NOT NULL,
	"instagram_media_id" text,
	CONSTRAINT "individual_assignments_one_target" CHECK (("individual_assignments"."product_id" is null) <> ("individual_assignments"."affiliate_link_id" is null))
);
--> statement-breakpoint
CREATE TABLE "multiple_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"product_collection_id" uuid NOT NULL,
	"ad_type" text NOT NULL,
	"name" text,
	"start_time_index" double precision DEFAULT 0 NOT NULL,
	"banner_interval" double precision DEFAULT 15 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_collection_items" ADD CONSTRAINT "media_collection_items_collection_id_media_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."media_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_collection_items" ADD CONSTRAINT "media_collection_items_virtual_video_id_virtual_videos_id_fk" FOREIGN KEY ("virtual_video_id") REFERENCES "public"."virtual_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_collections" ADD CONSTRAINT "media_collections_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_virtual_video_id_virtual_videos_id_fk" FOREIGN KEY ("virtual_video_id") REFERENCES "public"."virtual_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_image_collection_id_image_collections_id_fk" FOREIGN KEY ("image_collection_id") REFERENCES "public"."image_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_video_segments" ADD CONSTRAINT "virtual_video_segments_audio_id_audios_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_videos" ADD CONSTRAINT "virtual_videos_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_virtual_video_id_virtual_videos_id_fk" FOREIGN KEY ("virtual_video_id") REFERENCES "public"."virtual_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_media_collection_id_media_collections_id_fk" FOREIGN KEY ("media_collection_id") REFERENCES "public"."media_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_items" ADD CONSTRAINT "experiment_items_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_items" ADD CONSTRAINT "experiment_items_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_ranges" ADD CONSTRAINT "experiment_ranges_item_id_experiment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."experiment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_virtual_video_id_virtual_videos_id_fk" FOREIGN KEY ("virtual_video_id") REFERENCES "public"."virtual_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_assignments" ADD CONSTRAINT "individual_assignments_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_assignments" ADD CONSTRAINT "individual_assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_assignments" ADD CONSTRAINT "individual_assignments_affiliate_link_id_affiliate_links_id_fk" FOREIGN KEY ("affiliate_link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiple_assignments" ADD CONSTRAINT "multiple_assignments_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiple_assignments" ADD CONSTRAINT "multiple_assignments_product_collection_id_product_collections_id_fk" FOREIGN KEY ("product_collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_collection_items_virtual_video_idx" ON "media_collection_items" USING btree ("virtual_video_id");--> statement-breakpoint
CREATE INDEX "media_collections_group_idx" ON "media_collections" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_video_segments_rank_key" ON "virtual_video_segments" USING btree ("virtual_video_id","rank");--> statement-breakpoint
CREATE INDEX "virtual_video_segments_video_idx" ON "virtual_video_segments" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "virtual_video_segments_image_collection_idx" ON "virtual_video_segments" USING btree ("image_collection_id");--> statement-breakpoint
CREATE INDEX "virtual_video_segments_audio_idx" ON "virtual_video_segments" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "virtual_videos_group_idx" ON "virtual_videos" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "widgets_group_updated_idx" ON "widgets" USING btree ("group_id","updated_at");--> statement-breakpoint
CREATE INDEX "widgets_virtual_video_idx" ON "widgets" USING btree ("virtual_video_id");--> statement-breakpoint
CREATE INDEX "widgets_media_collection_idx" ON "widgets" USING btree ("media_collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_items_strategy_key" ON "experiment_items" USING btree ("experiment_id","strategy_id");--> statement-breakpoint
CREATE INDEX "experiment_items_experiment_idx" ON "experiment_items" USING btree ("experiment_id","rank");--> statement-breakpoint
CREATE INDEX "experiment_items_strategy_idx" ON "experiment_items" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "experiment_ranges_item_idx" ON "experiment_ranges" USING btree ("item_id","start");--> statement-breakpoint
CREATE INDEX "experiments_group_idx" ON "experiments" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_virtual_video_key" ON "experiments" USING btree ("virtual_video_id") WHERE "experiments"."virtual_video_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_group_feed_key" ON "experiments" USING btree ("group_id","instagram_feed_id") WHERE "experiments"."instagram_feed_id" is not null;--> statement-breakpoint
CREATE INDEX "individual_assignments_strategy_idx" ON "individual_assignments" USING btree ("strategy_id","rank");--> statement-breakpoint
CREATE INDEX "individual_assignments_product_idx" ON "individual_assignments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "individual_assignments_affiliate_link_idx" ON "individual_assignments" USING btree ("affiliate_link_id");--> statement-breakpoint
CREATE INDEX "multiple_assignments_strategy_idx" ON "multiple_assignments" USING btree ("strategy_id","rank");--> statement-breakpoint
CREATE INDEX "multiple_assignments_collection_idx" ON "multiple_assignments" USING btree ("product_collection_id");--> statement-breakpoint
CREATE INDEX "strategies_group_idx" ON "strategies" USING btree ("group_id","created_at");