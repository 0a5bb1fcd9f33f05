CREATE TABLE "sandbox_shopify_bulk_operations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shopify_bulk_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 720001 CACHE 1),
	"shop" text NOT NULL,
	"query" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"object_count" integer NOT NULL,
	"root_object_count" integer NOT NULL,
	"file_size" bigint NOT NULL,
	"canceled_at" timestamp with time zone,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collection_items" (
	"collection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_collection_items_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"alternate_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image_original_src" text NOT NULL,
	"image_ref" text NOT NULL,
	"thumbnail_ref" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alternate_id" text NOT NULL,
	"title" text NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"image_original_src" text,
	"image_ref" text,
	"thumbnail_ref" text,
	"selected_options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"alternate_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"price" numeric(18, 4),
	"available_for_sale" boolean NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"handle" text NOT NULL,
	"image_original_src" text,
	"image_ref" text,
	"thumbnail_ref" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_collection_items" ADD CONSTRAINT "product_collection_items_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collection_items" ADD CONSTRAINT "product_collection_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_shopify_bulk_operations_shop_idx" ON "sandbox_shopify_bulk_operations" USING btree ("shop","created_at");--> statement-breakpoint
CREATE INDEX "product_collection_items_product_idx" ON "product_collection_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collections_group_alternate_key" ON "product_collections" USING btree ("group_id","alternate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_position_key" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_position_key" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_group_alternate_key" ON "products" USING btree ("group_id","alternate_id");--> statement-breakpoint
CREATE INDEX "products_group_title_idx" ON "products" USING btree ("group_id",lower("title"));