CREATE TABLE "hosted_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"origin" text DEFAULT 'UPLOAD' NOT NULL,
	"upload_id" text,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"declared_seconds" integer NOT NULL,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"error_message" text,
	"duration_seconds" double precision,
	"width" integer,
	"height" integer,
	"renditions" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"thumbnail_url" text,
	"duration" double precision NOT NULL,
	"aspect_ratio" double precision NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'UPLOAD' NOT NULL,
	"source_id" text,
	"external_id" text,
	"loop" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosted_videos" ADD CONSTRAINT "hosted_videos_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_videos_upload_id_key" ON "hosted_videos" USING btree ("upload_id") WHERE "hosted_videos"."upload_id" is not null;--> statement-breakpoint
CREATE INDEX "hosted_videos_group_created_idx" ON "hosted_videos" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_group_created_idx" ON "videos" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_external_id_key" ON "videos" USING btree ("external_id") WHERE "videos"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "videos_group_source_idx" ON "videos" USING btree ("group_id","source","source_id");