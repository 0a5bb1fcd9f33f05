CREATE TABLE "store_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"line_item_id" text NOT NULL,
	"product_id" text,
	"variant_id" text,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"vendy_event_id" uuid,
	"vendy_layout_id" uuid,
	"vendy_strategy_id" text,
	"vendy_anonymous_id" text
);
--> statement-breakpoint
CREATE TABLE "store_order_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" uuid NOT NULL,
	"shop" text NOT NULL,
	"shopify_order_id" text NOT NULL,
	"shopify_refund_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"shop" text NOT NULL,
	"shopify_order_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"order_created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shopify_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shopify_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5400000001 CACHE 1),
	"shop" text NOT NULL,
	"number" integer NOT NULL,
	"currency" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_refunds" ADD CONSTRAINT "store_order_refunds_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_lines_order_line_key" ON "store_order_lines" USING btree ("order_id","line_item_id");--> statement-breakpoint
CREATE INDEX "store_order_lines_vendy_event_idx" ON "store_order_lines" USING btree ("vendy_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_refunds_shop_refund_key" ON "store_order_refunds" USING btree ("shop","shopify_refund_id");--> statement-breakpoint
CREATE INDEX "store_order_refunds_order_idx" ON "store_order_refunds" USING btree ("shop","shopify_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_shop_order_key" ON "store_orders" USING btree ("shop","shopify_order_id");--> statement-breakpoint
CREATE INDEX "store_orders_group_created_idx" ON "store_orders" USING btree ("group_id","order_created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_shopify_orders_shop_number_key" ON "sandbox_shopify_orders" USING btree ("shop","number");