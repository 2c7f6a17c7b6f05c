DROP INDEX "folder_documents_assistant_idx";--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "folder_documents_assistant_type_idx" ON "folder_documents" USING btree ("assistant_id","file_type");