CREATE TABLE "instagram_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"instagram_user_id" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_refreshed_at" timestamp with time zone NOT NULL,
	"token_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connection_lost_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"media_type" text NOT NULL,
	"media_url" text,
	"thumbnail_url" text,
	"caption" text,
	"permalink" text,
	"posted_at" timestamp with time zone NOT NULL,
	"media_expires" timestamp with time zone,
	"thumbnail_expires" timestamp with time zone,
	"parent_media_external_id" text,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_feeds" ADD CONSTRAINT "instagram_feeds_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_media" ADD CONSTRAINT "instagram_media_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_media" ADD CONSTRAINT "instagram_media_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_accounts_group_key" ON "instagram_accounts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "instagram_feeds_group_idx" ON "instagram_feeds" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_media_account_external_key" ON "instagram_media" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "instagram_media_group_idx" ON "instagram_media" USING btree ("group_id");