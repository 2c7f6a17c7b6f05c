ALTER TABLE "invoices" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invalid_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;