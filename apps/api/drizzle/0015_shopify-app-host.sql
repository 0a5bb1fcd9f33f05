CREATE TABLE "sandbox_shopify_app_metafields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shopify_app_metafields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 19000001 CACHE 1),
	"shop" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_stores" ADD COLUMN "app_host" text;--> statement-breakpoint
ALTER TABLE "shopify_stores" ADD COLUMN "app_host_written_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_shopify_app_metafields_key" ON "sandbox_shopify_app_metafields" USING btree ("shop","namespace","key");