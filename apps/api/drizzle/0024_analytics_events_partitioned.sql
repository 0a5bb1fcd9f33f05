-- analytics_events becomes a table partitioned by range of received_at, one partition per UTC
-- month (analytics_events_pYYYYMM) and a default partition as a safety net. Written by hand:
-- drizzle-kit does not write partitioned tables (its snapshot only records the new primary key,
-- which must hold the partition column). The old table is renamed, its rows moved, then dropped.
ALTER TABLE "analytics_events" RENAME TO "analytics_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_pkey" TO "analytics_events_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_group_id_groups_id_fk" TO "analytics_events_unpartitioned_group_fk";--> statement-breakpoint
ALTER INDEX "analytics_events_group_occurred_idx" RENAME TO "analytics_events_unpartitioned_group_occurred_idx";--> statement-breakpoint
ALTER INDEX "analytics_events_received_brin" RENAME TO "analytics_events_unpartitioned_received_brin";--> statement-breakpoint
ALTER SEQUENCE "analytics_events_id_seq" RENAME TO "analytics_events_unpartitioned_id_seq";--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1) NOT NULL,
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
	"props" jsonb,
	"view_id" uuid,
	CONSTRAINT "analytics_events_id_received_at_pk" PRIMARY KEY("id","received_at")
) PARTITION BY RANGE ("received_at");--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_group_occurred_idx" ON "analytics_events" USING btree ("group_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_brin" ON "analytics_events" USING brin ("received_at");--> statement-breakpoint
-- Rows of a month without its partition land here (so an insert never fails); creating that
-- month's partition moves them out (analytics_events_add_partition).
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;--> statement-breakpoint
-- Creates the partition of the UTC month holding `month_start` unless it exists, moving that
-- month's rows out of the default partition first; true when it created one. Callers:
-- modules/events/partitions.ts (at start and daily, the current month and two ahead).
CREATE FUNCTION "analytics_events_add_partition"("month_start" timestamptz) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  first_day timestamp := date_trunc('month', month_start AT TIME ZONE 'UTC');
  range_from timestamptz := first_day AT TIME ZONE 'UTC';
  range_to timestamptz := (first_day + interval '1 month') AT TIME ZONE 'UTC';
  partition_name text := 'analytics_events_p' || to_char(first_day, 'YYYYMM');
BEGIN
  -- One creator at a time (several API processes run the same job).
  PERFORM pg_advisory_xact_lock(7468210914);
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- Inserts routed to the default partition wait until the month's partition is attached.
  LOCK TABLE "analytics_events_default" IN EXCLUSIVE MODE;
  EXECUTE format('CREATE TABLE %I (LIKE "analytics_events" INCLUDING DEFAULTS)', partition_name);
  EXECUTE format(
    'INSERT INTO %I SELECT * FROM "analytics_events_default" WHERE "received_at" >= $1 AND "received_at" < $2',
    partition_name) USING range_from, range_to;
  DELETE FROM "analytics_events_default" WHERE "received_at" >= range_from AND "received_at" < range_to;
  EXECUTE format('ALTER TABLE "analytics_events" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
    partition_name, range_from, range_to);
  RETURN true;
END
$$;--> statement-breakpoint
-- A partition for every month with rows, and for the current and the next month.
SELECT "analytics_events_add_partition"("month" AT TIME ZONE 'UTC')
FROM generate_series(
  date_trunc('month', coalesce((SELECT min("received_at") FROM "analytics_events_unpartitioned"), now()) AT TIME ZONE 'UTC'),
  (now() AT TIME ZONE 'UTC') + interval '1 month',
  interval '1 month') AS "month";--> statement-breakpoint
INSERT INTO "analytics_events" ("id", "event_id", "received_at", "occurred_at", "group_id", "widget_id", "feed_id", "anonymous_id", "category", "type", "video_id", "strategy_id", "experiment_id", "video_position", "video_seconds_watched", "video_seconds_elapsed", "product_id", "props", "view_id")
OVERRIDING SYSTEM VALUE
SELECT "id", "event_id", "received_at", "occurred_at", "group_id", "widget_id", "feed_id", "anonymous_id", "category", "type", "video_id", "strategy_id", "experiment_id", "video_position", "video_seconds_watched", "video_seconds_elapsed", "product_id", "props", "view_id"
FROM "analytics_events_unpartitioned";--> statement-breakpoint
SELECT setval('"analytics_events_id_seq"', coalesce((SELECT max("id") FROM "analytics_events"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "analytics_events_unpartitioned";
