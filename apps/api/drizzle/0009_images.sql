CREATE TABLE "image_collection_items" (
	"collection_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "image_collection_items_collection_id_rank_pk" PRIMARY KEY("collection_id","rank")
);
--> statement-breakpoint
CREATE TABLE "image_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"aspect_ratio" double precision,
	"file_key" text,
	"external_url" text,
	"size" bigint,
	"source" text DEFAULT 'UPLOAD' NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "image_collection_items" ADD CONSTRAINT "image_collection_items_collection_id_image_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."image_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_collection_items" ADD CONSTRAINT "image_collection_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_collections" ADD CONSTRAINT "image_collections_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_collection_items_image_idx" ON "image_collection_items" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "image_collections_live_idx" ON "image_collections" USING btree ("group_id","created_at") WHERE "image_collections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "images_live_idx" ON "images" USING btree ("group_id","created_at") WHERE "images"."deleted_at" is null;