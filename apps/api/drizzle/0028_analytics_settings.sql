CREATE TABLE "analytics_settings" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"attribution_window_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_settings_attribution_window" CHECK ("analytics_settings"."attribution_window_days" in (1, 7, 30))
);
--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;