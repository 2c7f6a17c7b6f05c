ALTER TABLE "files" ADD COLUMN "conversation_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_conversation_id_users_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_conversation_idx" ON "files" USING btree ("conversation_id");