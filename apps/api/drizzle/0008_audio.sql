CREATE TABLE "audios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"external_id" text NOT NULL,
	"file_key" text NOT NULL,
	"duration" double precision NOT NULL,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"loop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audios_group_created_idx" ON "audios" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audios_external_id_key" ON "audios" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "audios_live_idx" ON "audios" USING btree ("group_id") WHERE "audios"."deleted_at" is null;