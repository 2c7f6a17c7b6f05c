ALTER TABLE "folder_documents" ADD COLUMN "replacement_status" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_file_id" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_expiration_date" date;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_iban" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_bic" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_refusal_reason" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "replacement_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD CONSTRAINT "folder_documents_replacement_file_id_files_id_fk" FOREIGN KEY ("replacement_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;