CREATE TABLE "history" (
	"id" text PRIMARY KEY NOT NULL,
	"assistant_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"object_type" text NOT NULL,
	"event_type" text NOT NULL,
	"object_id" text,
	"label" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_skills" (
	"id" text PRIMARY KEY NOT NULL,
	"assistant_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"grade" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum" (
	"assistant_id" text PRIMARY KEY NOT NULL,
	"title" text,
	"summary" text,
	"experience_years" integer,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"assistant_id" text NOT NULL,
	"file_type" text NOT NULL,
	"file_id" text,
	"expiration_date" date,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gauge_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seen_total" integer DEFAULT 0 NOT NULL,
	"celebrated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"amount_cents" integer NOT NULL,
	"monthly_minutes" integer,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_skills" ADD CONSTRAINT "assistant_skills_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum" ADD CONSTRAINT "curriculum_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD CONSTRAINT "folder_documents_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD CONSTRAINT "folder_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gauge_state" ADD CONSTRAINT "gauge_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_assistant_at_idx" ON "history" USING btree ("assistant_id","at");--> statement-breakpoint
CREATE INDEX "assistant_skills_assistant_idx" ON "assistant_skills" USING btree ("assistant_id");--> statement-breakpoint
CREATE INDEX "folder_documents_assistant_idx" ON "folder_documents" USING btree ("assistant_id");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("client_id");