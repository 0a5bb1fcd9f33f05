CREATE TABLE "branding_settings" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"button_background_color" text NOT NULL,
	"button_text_color" text NOT NULL,
	"button_border_radius" integer,
	"button_font_name" text NOT NULL,
	"button_font_url" text,
	"text_color" text NOT NULL,
	"text_highlight_color" text NOT NULL,
	"text_font_name" text NOT NULL,
	"text_font_url" text,
	"banner_highlight_color" text NOT NULL,
	"product_card_background_color" text NOT NULL,
	"hide_vendy_branding" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branding_settings" ADD CONSTRAINT "branding_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;