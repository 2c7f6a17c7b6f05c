CREATE TABLE "helpdesk_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "helpdesk_tokens" ADD CONSTRAINT "helpdesk_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tokens" ADD CONSTRAINT "helpdesk_tokens_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_tokens_user_idx" ON "helpdesk_tokens" USING btree ("user_id");