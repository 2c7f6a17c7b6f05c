ALTER TABLE "email_change_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "old_email" text;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "cancel_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_cancel_idx" ON "email_change_requests" USING btree ("cancel_token_hash");