CREATE TABLE "sandbox_shopify_carts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_shopify_carts_updated_idx" ON "sandbox_shopify_carts" USING btree ("updated_at");