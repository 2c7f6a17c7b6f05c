CREATE TABLE "staff_conversations" (
	"assistant_id" text PRIMARY KEY NOT NULL,
	"assignee_id" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_conversations" ADD CONSTRAINT "staff_conversations_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_conversations" ADD CONSTRAINT "staff_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_conversations_assignee_idx" ON "staff_conversations" USING btree ("assignee_id");