ALTER TABLE "analytics_cart_adds" ADD COLUMN "strategy_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_cart_adds" ADD COLUMN "experiment_id" uuid;--> statement-breakpoint
-- The rollups gain the experiment-strategy dimension and the cart adds their strategy and
-- experiment: the analytics-rollup job re-rolls every hour with events from the start (its
-- backlog steps), which fills both for existing events.
UPDATE "analytics_rollup_state" SET "rolled_through" = 'epoch'::timestamptz;
