CREATE TABLE "sandbox_shopify_auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"scopes" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shopify_installs" (
	"shop" text PRIMARY KEY NOT NULL,
	"access_token_hash" text NOT NULL,
	"scopes" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shopify_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shopify_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 27000001 CACHE 1),
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"price_amount" text NOT NULL,
	"currency_code" text NOT NULL,
	"interval" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shopify_webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shopify_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1400001 CACHE 1),
	"shop" text NOT NULL,
	"topic" text NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_shopify_subscriptions_shop_idx" ON "sandbox_shopify_subscriptions" USING btree ("shop");--> statement-breakpoint
CREATE INDEX "sandbox_shopify_webhooks_shop_idx" ON "sandbox_shopify_webhooks" USING btree ("shop");