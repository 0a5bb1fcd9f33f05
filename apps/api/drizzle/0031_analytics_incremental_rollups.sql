CREATE TABLE "analytics_playbacks" (
	"group_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"view_at" timestamp with time zone,
	"view_event_id" uuid,
	"hour" timestamp with time zone,
	"widget_id" uuid,
	"feed_id" uuid,
	"video_id" uuid,
	"strategy_id" uuid,
	"experiment_id" uuid,
	"product_id" text,
	"watched" double precision DEFAULT 0 NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_playbacks_group_id_view_id_pk" PRIMARY KEY("group_id","view_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD COLUMN "incremental" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- An existing job re-rolled whole hours, which may hold events received after its watermark: its
-- next run re-rolls those hours up to its own watermark before adding only new events.
UPDATE "analytics_rollup_state" SET "incremental" = false;--> statement-breakpoint
ALTER TABLE "analytics_playbacks" ADD CONSTRAINT "analytics_playbacks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_playbacks_touched_idx" ON "analytics_playbacks" USING btree ("touched_at");