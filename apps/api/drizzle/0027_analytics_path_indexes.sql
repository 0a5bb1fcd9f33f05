CREATE INDEX "analytics_events_group_view_idx" ON "analytics_events" USING btree ("group_id","view_id");--> statement-breakpoint
CREATE INDEX "analytics_events_group_anonymous_idx" ON "analytics_events" USING btree ("group_id","anonymous_id","occurred_at");--> statement-breakpoint
-- The partitions made by 0024 start without planner statistics (the planner then guesses a few
-- dozen rows where a group has tens of thousands, and picks nested loops for the rollups).
ANALYZE "analytics_events";