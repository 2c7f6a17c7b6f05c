ALTER TABLE "assistant_client_rates" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "expertises" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "task_groups" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "details" jsonb;