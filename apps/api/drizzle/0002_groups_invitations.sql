ALTER TABLE "group_invitations" DROP CONSTRAINT "group_invitations_invited_by_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "group_history_group_idx";--> statement-breakpoint
ALTER TABLE "group_invitations" ALTER COLUMN "invited_by_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_pending_key" ON "group_invitations" USING btree ("group_id","email") WHERE "group_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "group_history_group_idx" ON "group_history" USING btree ("group_id","created_at");