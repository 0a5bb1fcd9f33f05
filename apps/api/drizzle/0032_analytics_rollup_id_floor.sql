ALTER TABLE "analytics_rollup_state" ADD COLUMN "id_floor" bigint;--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD COLUMN "id_floor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD COLUMN "next_id_floor" bigint;--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD COLUMN "next_id_floor_at" timestamp with time zone;