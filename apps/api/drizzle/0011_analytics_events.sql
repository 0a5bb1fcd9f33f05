CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"group_id" uuid NOT NULL,
	"widget_id" uuid,
	"feed_id" uuid,
	"anonymous_id" text,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"video_id" uuid,
	"strategy_id" uuid,
	"experiment_id" uuid,
	"video_position" double precision,
	"video_seconds_watched" double precision,
	"video_seconds_elapsed" double precision,
	"product_id" text,
	"props" jsonb
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_group_occurred_idx" ON "analytics_events" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_brin" ON "analytics_events" USING brin ("received_at");