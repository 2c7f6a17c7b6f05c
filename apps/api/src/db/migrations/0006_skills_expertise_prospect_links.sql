CREATE TABLE "assistant_expertises" (
	"assistant_id" text NOT NULL,
	"expertise_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_expertises_assistant_id_expertise_id_pk" PRIMARY KEY("assistant_id","expertise_id")
);
--> statement-breakpoint
CREATE TABLE "prospect_skill_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"assistant_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_expertises" ADD CONSTRAINT "assistant_expertises_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_expertises" ADD CONSTRAINT "assistant_expertises_expertise_id_expertises_id_fk" FOREIGN KEY ("expertise_id") REFERENCES "public"."expertises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_skill_links" ADD CONSTRAINT "prospect_skill_links_assistant_id_users_id_fk" FOREIGN KEY ("assistant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_skill_links_assistant_idx" ON "prospect_skill_links" USING btree ("assistant_id");