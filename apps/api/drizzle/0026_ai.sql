CREATE TABLE "generated_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generative_ai_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"type" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"key_last_four" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generative_video_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text,
	"script" text NOT NULL,
	"generated_text_id" uuid,
	"product_id" uuid,
	"product_mention_seconds" double precision,
	"estimated_seconds" double precision NOT NULL,
	"generated_video_id" uuid,
	"error_message" text,
	"webhook_at" timestamp with time zone,
	"completing_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_texts" ADD CONSTRAINT "generated_texts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generative_ai_accounts" ADD CONSTRAINT "generative_ai_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generative_video_jobs" ADD CONSTRAINT "generative_video_jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generative_video_jobs" ADD CONSTRAINT "generative_video_jobs_generated_text_id_generated_texts_id_fk" FOREIGN KEY ("generated_text_id") REFERENCES "public"."generated_texts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generative_video_jobs" ADD CONSTRAINT "generative_video_jobs_generated_video_id_videos_id_fk" FOREIGN KEY ("generated_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_texts_group_created_idx" ON "generated_texts" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generative_ai_accounts_group_type_key" ON "generative_ai_accounts" USING btree ("group_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "generative_video_jobs_type_external_key" ON "generative_video_jobs" USING btree ("type","external_id");--> statement-breakpoint
CREATE INDEX "generative_video_jobs_group_created_idx" ON "generative_video_jobs" USING btree ("group_id","created_at");