CREATE TABLE "sandbox_social_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"identity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_social_auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"identity" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
