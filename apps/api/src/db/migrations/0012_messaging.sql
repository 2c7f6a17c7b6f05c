ALTER TABLE "messages" RENAME COLUMN "archived" TO "receiver_archived";--> statement-breakpoint
DROP INDEX "messages_receiver_idx";--> statement-breakpoint
DROP INDEX "messages_sender_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "receiver_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_success_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "receiver_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "message_file_index" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_success_id_users_id_fk" FOREIGN KEY ("customer_success_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_receiver_sent_idx" ON "messages" USING btree ("receiver_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_sender_draft_updated_idx" ON "messages" USING btree ("sender_id","draft","updated_at");--> statement-breakpoint
CREATE INDEX "messages_sender_draft_sent_idx" ON "messages" USING btree ("sender_id","draft","sent_at");--> statement-breakpoint
CREATE INDEX "files_message_idx" ON "files" USING btree ("message_id");--> statement-breakpoint
UPDATE "messages" SET "search_key" = lower(translate("subject" || ' ' || regexp_replace("content", '<[^>]*>', ' ', 'g'), 'ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇàâäéèêëîïôöùûüçÿ', 'AAAEEEEIIOOUUUCaaaeeeeiioouuucy'));
