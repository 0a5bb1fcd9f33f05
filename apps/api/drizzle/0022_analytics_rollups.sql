CREATE TABLE "analytics_cart_adds" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"view_id" uuid,
	"anonymous_id" text,
	"widget_id" uuid,
	"feed_id" uuid,
	"video_id" uuid,
	"product_id" text
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"group_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	"completions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"add_to_carts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_group_id_dimension_key_hour_pk" PRIMARY KEY("group_id","dimension","key","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" text PRIMARY KEY NOT NULL,
	"rolled_through" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_cart_adds" ADD CONSTRAINT "analytics_cart_adds_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_cart_adds_group_occurred_idx" ON "analytics_cart_adds" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_hourly_group_dimension_hour_idx" ON "analytics_hourly" USING btree ("group_id","dimension","hour");